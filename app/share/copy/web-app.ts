/**
 * The web app manifest's words and pictures: the site added to a phone's home screen
 * is «Educación Física», opens at `/` in its own window, in the header's teal.
 */
export const THEME_COLOUR = "#0f766e";

export function webAppManifest(schoolName: string) {
  return {
    name: `Educación Física · ${schoolName}`,
    short_name: "Educación Física",
    description: `La web del Departamento de Educación Física del ${schoolName}: horarios, cursos, proyectos, campeonatos, blog y novedades.`,
    lang: "es",
    dir: "ltr",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: THEME_COLOUR,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
