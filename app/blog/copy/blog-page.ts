/** The blog's page (/blog) and its feed: their words. */
export const BLOG_PAGE_COPY = {
  title: "Blog",
  lead: "Entradas del departamento y de cada curso. Comenta y deja tu «Me gusta».",
  loading: "Cargando publicaciones...",
  loadError: "No se pudieron cargar las publicaciones. Inténtalo de nuevo más tarde.",
  empty: "No hay publicaciones aquí",
  emptyDetail: (category: string) => `Todavía no hay publicaciones en «${category}». ¡Vuelve pronto!`,
  categories: "Categorías del blog",
  feedTitle: "Blog · Educación Física",
  feedDescription: "Entradas del departamento de Educación Física.",
};
