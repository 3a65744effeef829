export const NEWS_COPY = {
  title: "Última Hora",
  lead: "Noticias del departamento de Educación Física: torneos, actividades, inscripciones y mucho más.",
  allHeading: "Todas las noticias",
  /** Below an item opened without JavaScript: back to the whole board. */
  seeAll: "Ver todas las noticias",
  /** Above the carousel, when the newest item is not its first. */
  newest: "Lo último",
  pinned: "FIJADO",
  readMore: "Leer más",
  empty: "Todavía no hay noticias publicadas.",
  close: "Cerrar noticia",
  rssTitle: "Última Hora · Educación Física",
  rssLink: "Suscríbete por RSS",
};
