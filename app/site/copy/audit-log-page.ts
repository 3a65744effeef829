/** The log of changes (/admin/registro): its words. */
export const AUDIT_LOG_PAGE_COPY = {
  title: "Registro de cambios",
  intro: "Los últimos 200 cambios hechos desde el panel, el más reciente primero.",
  none: "Todavía no hay cambios registrados.",
  columns: { when: "Cuándo", who: "Quién", what: "Qué", about: "Sobre", details: "Detalles" },
};
