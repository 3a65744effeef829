import type { Tournament } from "~/competitions/domain/championships";
import type { KnockoutRound } from "~/competitions/domain/knockout";
import type { SportKind } from "~/competitions/domain/match-result";
import type { TieBreak } from "~/competitions/domain/standings";

/** Spanish copy of the Mantecup competition pages (spec 001 §2 Tournament pages, §9 Tournament rules). */
export const TOURNAMENT_COPY = {
  /** What changes between the Mantecup's competition pages and the league's. */
  tournaments: {
    mantecup: { name: "Mantecup", back: "Volver al Mantecup" },
    liga: { name: "Fernando III League", back: "Volver a la Fernando III League" },
  } satisfies Record<Tournament, { name: string; back: string }>,
  standingsHeading: "Clasificación",
  fixturesHeading: "Próximos Partidos",
  fixturesList: "Lista de partidos",
  rulesHeading: "Normativa",
  sanctionsHeading: "Sanciones",
  /** The fixtures in the visitor's own calendar (issue 29): a subscription updates itself. */
  calendar: {
    subscribe: "Suscribirse al calendario",
    google: "Añadir a Google Calendar",
    download: "Descargar (.ics)",
    hint: "Con «Suscribirse», el calendario del móvil se actualiza solo cuando cambian los partidos o los resultados.",
  },
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
    /** Above a followed team's next match, first in its list (issue 47). */
    next: "Próximo partido",
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
    /** The winner of the match for third place does not "go through" (issue 32). */
    thirdPlace: (team: string) => `Tercer puesto: ${team}`,
    penalties: (a: number, b: number) => `(${a}-${b} pen.)`,
  },
};

const SCORING = "Victoria 3 puntos, empate 1, derrota 0.";

export const SPORT_RULES: Record<SportKind, string[]> = {
  futbol: [
    SCORING,
    "Juegan 5 por equipo en la pista: 4 jugadores y un portero.",
    "Todos los jugadores inscritos deben jugar.",
    "El partido termina cuando suena el timbre del final del recreo.",
    "El empate es un resultado válido.",
    "Un equipo que no se presenta pierde 3-0.",
  ],
  voleibol: [
    "Victoria 3 puntos, derrota 0; el empate vale 1 punto.",
    "Juegan 6 por equipo en la pista.",
    "Se juega un único set.",
    "El empate es un resultado válido.",
    "Un equipo que no se presenta pierde 15-0.",
  ],
  baloncesto: [
    SCORING,
    "Juegan 5 por equipo en la pista.",
    "Las canastas valen 2 o 3 puntos y los tiros libres, 1.",
    "Un jugador queda eliminado al cometer 5 faltas personales.",
    "Un equipo que no se presenta pierde 20-0.",
    "Un equipo en el que algún alumno o alumna no juega pierde el partido.",
  ],
  badminton: [
    "Victoria 3 puntos, derrota 0. En bádminton no hay empate.",
    "Se juega por parejas (2 jugadores).",
    "Un único set a 21 puntos: hay que ganar por 2 puntos de diferencia, con un máximo de 30 (30-29).",
    "No hay límite de tiempo.",
  ],
  otro: [
    SCORING,
    "El empate es un resultado válido.",
    "Gana el partido el equipo que más marca.",
    "Las normas de juego se explican antes del primer partido.",
  ],
};

export const GENERAL_SANCTIONS = [
  "Pérdida del partido o de puntos.",
  "Expulsión de un jugador.",
  "Expulsión de un equipo.",
  "Expulsión del torneo.",
];

/** The sports a competition can be of, as the panel names them (each keeps its scoring rules and table columns). */
export const SPORT_LABELS: Record<SportKind, string> = {
  futbol: "Fútbol / fútbol sala",
  voleibol: "Voleibol",
  baloncesto: "Baloncesto",
  badminton: "Bádminton",
  otro: "Otro deporte (el nombre lo dice; gana quien marca más)",
};

/** The tie-breaks a competition can order (app/competitions/domain/standings.ts), as the panel names them. */
export const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  difference: "Diferencia de goles o puntos",
  scored: "Goles o puntos a favor",
  "fewest-against": "Menos goles o puntos en contra",
  "head-to-head": "Enfrentamiento directo entre los empatados",
};
