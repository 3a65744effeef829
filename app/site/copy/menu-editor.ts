/** The menu's page of the panel (/admin/menu): what its forms answer and what the log records. */
export const MENU_EDITOR_COPY = {
  title: "Menú",
  intro:
    "El menú de la web, arriba y en el pie de página: el orden de sus secciones, su nombre y qué se muestra. Una página que no está en el menú sigue en su dirección. Los proyectos y los cursos se ordenan y retiran en",
  projects: "Proyectos",
  and: "y",
  courses: "Cursos",
  order: "Orden de las secciones",
  hidden: "(oculta)",
  up: "Subir",
  down: "Bajar",
  names: "Nombres y qué se muestra",
  nameLabel: "Nombre en el menú",
  showSection: (label: string) => `Mostrar «${label}» en el menú`,
  showEntry: (label: string) => `Mostrar «${label}»`,
  save: "Guardar el menú",
  saved: "Menú guardado: ya lo ve quien abra la web",
  moved: "Orden guardado",
  audit: {
    saved: "Menú guardado",
    target: "Menú",
    hidden: (paths: string[]) => (paths.length ? `ocultos: ${paths.join(", ")}` : "todo visible"),
    moved: "Menú: sección movida",
    direction: (direction: "up" | "down") => (direction === "up" ? "arriba" : "abajo"),
  },
};
