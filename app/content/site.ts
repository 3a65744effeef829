/** Settings shown when the database cannot be read (the error page still needs a header). */
export const DEFAULT_PUBLIC_SETTINGS = {
  teacherName: "Javier",
  schoolName: "IES Fernando III",
  facebookUrl: "https://www.facebook.com/",
  instagramUrl: "https://www.instagram.com/",
  xUrl: "https://x.com/",
  videoChannelUrl: "https://www.youtube.com/",
};

export type PublicSettings = typeof DEFAULT_PUBLIC_SETTINGS;

export const FOOTER_COPY = {
  visits: "Visitas a la web",
  copyright: "© 2025. Todos los derechos reservados.",
  /** The closed school years (issue 18): in the site map, not in the header's menus. */
  archive: { label: "Archivo de cursos", to: "/archivo" },
};
