/** The inbox's and moderation's pages of the panel (/admin/buzon, /admin/moderacion): their words. */
export const INBOX_PAGE_COPY = {
  title: "Buzón",
  downloadCsv: "Descargar CSV de esta lista",
  lists: "Listas del buzón",
  pages: "Páginas de la lista",
  moderationTitle: "Moderación",
  moderationTabs: "Qué moderar",
};
