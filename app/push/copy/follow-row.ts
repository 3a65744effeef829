/** The follow row's own words, apart from the rest of push's: the page's first scripts carry them (its room is kept before the row's code comes). */
export const FOLLOW_ROW_COPY = {
  follow: "Avisarme en este móvil",
  what: {
    team: "La víspera de cada partido, si cambia de día o de pista, y cada resultado.",
    course: "Cada noticia nueva del curso.",
    news: "Cada novedad nueva.",
  },
} as const;
