/** Spanish copy of the closed school years' archive: /archivo and below. */
export const ARCHIVE_COPY = {
  title: "Archivo de cursos",
  intro: "Lo que mostró cada curso, tal como quedó al cerrarlo: competiciones, liga, logros, noticias y blog.",
  empty: "Todavía no se ha cerrado ningún curso.",
  yearTitle: (year: string) => `Curso ${year}`,
  closedOn: (date: string) => `Cerrado el ${date}. Esta página ya no cambia.`,
  back: "Volver al archivo",
  backToYear: (year: string) => `Volver al curso ${year}`,
  sections: {
    competitions: "Campeonatos",
    league: "Liga",
    achievements: "Rincón de logros",
    courseNews: "Noticias de curso",
    news: "Novedades",
    blog: "Blog",
  },
  champion: (team: string) => `Campeón: ${team}`,
  noChampion: "Sin campeón",
  nothing: "Nada en este curso.",
  members: "Integrantes",
  captain: (name: string) => `Capitán/a: ${name}`,
  standings: "Clasificación",
  fixtures: "Partidos",
  gatedNote: "El ranking y el progreso de grupo no se publican en el archivo: llevan nombres del alumnado.",
};

/** What the panel says of the open school year, on the dashboard and in «Curso escolar». */
export const SCHOOL_YEAR_COPY = {
  runsUntil: (year: string, lastDay: string) => `El curso ${year} termina el ${lastDay}.`,
  ending: (year: string, lastDay: string, next: string) =>
    `El curso ${year} termina el ${lastDay}: ciérralo antes de septiembre para que el curso ${next} empiece limpio, con contraseñas de curso nuevas.`,
  ended: (year: string, lastDay: string, calendarYear: string) =>
    `El curso ${year} terminó el ${lastDay} y sigue abierto: por el calendario ya es el curso ${calendarYear}. Al cerrarlo empieza el curso ${calendarYear}; las novedades, noticias de curso y entradas del blog de después del ${lastDay} no se archivan en ${year}.`,
  closeLink: "Ir a «Cerrar el curso»",
};
