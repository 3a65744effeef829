/** The competitions' page of the panel (/admin/campeonatos): its words, what its forms answer and what the log records. */
export const NEW_COMPETITIONS_COPY = {
  title: "Campeonatos",
  none: "Aún no hay competiciones: crea la primera.",
  tabs: "Competiciones",
  duplicate: "Ya hay una competición con ese nombre.",
  created: (name: string) => `Competición «${name}» creada: añade sus grupos y equipos`,
  createdWithTeams: (name: string, teams: number, matches: number) =>
    `Competición «${name}» creada con ${teams} equipos y ${matches} partidos`,
  teamsPasted: (count: number, sport: string) =>
    `${count} ${count === 1 ? "equipo añadido" : "equipos añadidos"} a la liga de ${sport}`,
  leagueCreated: (sport: string) => `Liga de ${sport} creada con sus equipos aprobados y sus partidos`,
  audit: {
    created: "Competición creada",
    setUp: (sport: string, groups: number, teams: number, matches: number) =>
      `${sport}: ${groups} grupos, ${teams} equipos, ${matches} partidos`,
    teamsPasted: "Liga: equipos pegados",
    teamsPastedTarget: (sport: string, added: number) => `${sport}: ${added} equipos`,
    leagueCreated: "Liga creada",
    leagueDetails: (teams: number, matches: number, start: string) =>
      `${teams} equipos, ${matches} partidos desde ${start}`,
  },
};
