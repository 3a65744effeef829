import { tournamentTitle } from "~/platform/domain/site-settings";
import type { KnockoutRound } from "~/competitions/domain/knockout";

/** Spanish copy of the tournament's competition pages. */
export const TOURNAMENT_COPY = {
  standingsHeading: "Clasificación",
  fixturesHeading: "Próximos Partidos",
  fixturesList: "Lista de partidos",
  rulesHeading: "Normativa",
  sanctionsHeading: "Sanciones",
  /** The fixtures in the visitor's own calendar: a subscription updates itself. */
  matchHint: "¿Eres de la organización? Pulsa un partido para anotar su resultado.",
  noMatches: "Todavía no hay partidos programados.",
  follow: {
    heading: "Sigue a tu equipo",
    label: "Tu equipo",
    allTeams: "Todos los equipos",
    submit: "Ver sus partidos",
    fixturesOf: (team: string) => `Partidos de ${team}`,
    calendarOf: (team: string) => `Suscribirse a los partidos de ${team}`,
    showAll: "Ver todos los partidos",
    noMatches: "Este equipo todavía no tiene partidos programados.",
    /** A followed team's next match, first under the page's title: day, time, court and rival. */
    nextOf: (team: string) => `Próximo partido de ${team}`,
  },

  played: "Jugado",
  pending: "Pendiente",
  versus: "vs",
  live: "Resultados en directo",
  liveUpdated: (time: string) => `Clasificación actualizada en directo a las ${time}.`,
  knockout: {
    heading: "Fase final",
    rounds: {
      quarterfinal: "Cuartos de final",
      semifinal: "Semifinales",
      "third-place": "Tercer puesto",
      final: "Final",
    } satisfies Record<KnockoutRound, string>,
    champion: (team: string) => `Campeón: ${team}`,
    /** Where a team not known yet comes from: «Ganador de Semifinal 1» (or «Por determinar»). */
    origin: (from: { winner: boolean; of: string } | null) =>
      from ? `${from.winner ? "Ganador" : "Perdedor"} de ${from.of}` : "Por determinar",
    unknown: "Por determinar",
    goesThrough: (team: string) => `Pasa ${team}`,
    /** The winner of the match for third place does not "go through". */
    thirdPlace: (team: string) => `Tercer puesto: ${team}`,
  },
};

export const GENERAL_SANCTIONS = [
  "Pérdida del partido o de puntos.",
  "Expulsión de un jugador.",
  "Expulsión de un equipo.",
  "Expulsión del torneo.",
];

/**
 * A competition kept empty for the new year: where last year's is. Sent by the loader,
 * so the page's scripts do not carry it.
 */
export const ARCHIVED_COMPETITION_COPY = (year: string) => ({
  text: `Esta competición empieza de nuevo. Sus equipos, resultados y clasificación del curso ${year} están en el archivo:`,
  link: `ver el curso ${year}`,
});

/**
 * What changes between the tournament's competition pages and the league's: the hub's name and the
 * way back to its page. Both names are the teacher's («Ajustes»). Written by the server
 * into the page's data, so the page's scripts do not carry it.
 */
export const TOURNAMENT_PLACE_COPY = {
  tournament: (name: string) => ({ name, back: `Volver al ${tournamentTitle(name)}` }),
  league: (name: string) => ({ name, back: `Volver a la ${name}` }),
};
