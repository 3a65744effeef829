/** The news board's panel (/admin/novedades): what its forms answer and what the log records. */
export const NEWS_BOARD_COPY = {
  title: "Novedades · Última Hora",
  gone: "Esa noticia ya no existe.",
  created: "Noticia publicada",
  saved: "Noticia guardada",
  pinnedOnTop: "Noticia fijada arriba",
  unpinned: "Noticia desfijada",
  deleted: "Noticia borrada",
  audit: {
    created: "Noticia publicada",
    edited: "Noticia editada",
    pinned: "Noticia fijada",
    unpinned: "Noticia desfijada",
    deleted: "Noticia borrada",
  },
};
