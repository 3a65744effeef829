/** What a visitor reads at a retired project's address (410). */
export const RETIRED_PROJECT_COPY = {
  title: "Este proyecto ya no está en la web",
  message: (title: string) => `«${title}» ha terminado. Los proyectos de este curso están en el menú de la web.`,
  link: "Ir al inicio",
  to: "/",
};
