/** The list of the site's pages in the panel (/admin/paginas) and the editor's header: their words. */
export const PAGE_LIST_COPY = {
  title: "Páginas de la web",
  intro:
    "Los textos, enlaces, fotos y vídeos de cada página. Cada vez que publicas se guarda una versión: desde el editor puedes ver el historial y volver a una versión anterior.",
  published: (when: string, author: string | null) => `Publicada el ${when}${author ? ` · ${author}` : ""}`,
  unpublished: "Sin publicar todavía",
  hasDraft: " · Tiene un borrador sin publicar",
  view: "Ver la página",
  editTitle: (title: string) => `Editar: ${title}`,
  editPage: "Editar página",
  back: "← Páginas de la web",
  viewPublished: "Ver la página publicada",
};
