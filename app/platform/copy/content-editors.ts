/** The content editors' page of the panel (/admin/contenido/…): its words (each list's own are its editor's). */
export const CONTENT_EDITORS_COPY = {
  viewOnSite: "Ver en la web",
  add: "Añadir",
  addNoun: (noun: string) => `Añadir: ${noun.toLowerCase()}`,
  saved: (count: number) => `Guardados (${count})`,
  none: "Todavía no hay nada en esta lista.",
};
