/**
 * The keys of the editable pages in the database and in their editor's URL (/admin/paginas/<key>).
 * Apart from page-editors.ts, so that a page's loader names its page without the browser's code
 * carrying every page's fields.
 */
export const pageKeys = {
  home: "inicio",
  project: (slug: string) => `proyecto-${slug}` as const,
  course: (slug: string) => `curso-${slug}` as const,
  courseZone: "zona-de-curso",
  bilingualResources: "bilinguismo-recursos",
  bilingualProject: "bilinguismo-proyecto",
  tournament: "torneo",
  league: "liga",
  footer: "pie-de-pagina",
} as const;
