/** The menu's page of the panel (/admin/menu): what its forms answer and what the log records. */
export const MENU_EDITOR_COPY = {
  title: "Menú",
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
