/**
 * Settings shown when the database cannot be read (the error page still needs a header); the
 * site's own are the teacher's, in /admin/ajustes (first filled from db/seed-data/site.ts).
 * No links: the footer leaves out a network it has no address for.
 */
import type { PublicSettings, SiteChrome } from "~/platform/domain/site-settings";

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  teacherName: "Javier",
  schoolName: "IES Fernando III",
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
  videoChannelUrl: "",
  teacherTitle: "el profe",
  timetableYear: "2025/2026",
  mantecupEdition: "IV edición · 2025",
  bilingualLabel: "Proyecto Bilingüe 24/25",
  leagueName: "Fernando III League",
};

/** The header and footer when the database cannot be read: no course in the menu. */
export const DEFAULT_SITE_CHROME: SiteChrome = {
  ...DEFAULT_PUBLIC_SETTINGS,
  courseLinks: [],
  projectLinks: [],
  menu: { order: [], labels: {}, hidden: [] },
  addresses: { bilingualProject: "/bilinguismo/proyecto-bilingue-24-25", league: "/campeonatos/fernando-iii-league" },
};

export type { PublicSettings };

export const FOOTER_COPY = {
  visits: "Visitas a la web",
  copyright: "© 2025. Todos los derechos reservados.",
  /** The closed school years (issue 18): in the site map, not in the header's menus. */
  archive: { label: "Archivo de cursos", to: "/archivo" },
  /** What this phone follows (issue 48): found here as well as from a follow button. */
  myNotices: { label: "Mis avisos", to: "/avisos" },
};
