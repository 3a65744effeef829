/**
 * Each sport's words (its rules: `SPORTS` in domain/championships.ts): how the panel names it, the rules its
 * page lists; its icon is in sport-icons.ts and its table's columns follow what it counts
 * (standings.ts): a page's code takes those, never these words.
 */
import { SPORTS, type CompetitionFormat, type SportKind, type TieDecider } from "~/competitions/domain/championships";
import type { SportVariant } from "~/competitions/domain/sport-setup";

/** How each decider settles a level knockout match, as the rules say it. */
const TIE_DECIDER_RULES: Record<TieDecider, string> = {
  penalties: "En la fase final no hay empate: si el partido acaba igualado, se tiran penaltis.",
  "golden-point":
    "En la fase final no hay empate: si el partido acaba igualado, se juega un punto de oro y gana quien lo consigue.",
  "tie-break":
    "En la fase final no hay empate: si el partido acaba igualado, se juega el desempate que explique la organización.",
};

/** The sports a competition can be of, as the panel names them (each keeps its scoring rules and table columns). */
export const SPORT_LABELS: Record<SportKind, string> = {
  futbol: "Fútbol / fútbol sala",
  voleibol: "Voleibol",
  baloncesto: "Baloncesto",
  badminton: "Bádminton",
  otro: "Otro deporte (el nombre lo dice; gana quien marca más)",
};

const points = (n: number) => `${n} ${n === 1 ? "punto" : "puntos"}`;

/**
 * The table's points as the competition's page states them, from its own settings (the panel's
 * «Reglas de la tabla»): «Victoria 3 puntos, empate 1, derrota 0.»; a sport without draws names none.
 */
export function scoringRuleText(rule: { win: number; draw: number; loss: number }, draws: boolean): string {
  return draws
    ? `Victoria ${points(rule.win)}, empate ${rule.draw}, derrota ${rule.loss}.`
    : `Victoria ${points(rule.win)}, derrota ${rule.loss}.`;
}

/** How the panel names each way of playing a sport (`SPORTS`' variants). */
export const VARIANT_LABELS: Record<SportVariant, string> = {
  sala: "Fútbol sala (5 por equipo)",
  "futbol-7": "Fútbol 7 (7 por equipo)",
  "6x6": "6 contra 6",
  "4x4": "4 contra 4",
  "2x2": "Por parejas (2 contra 2)",
  "5x5": "5 contra 5",
  "3x3": "3x3 (media pista, una canasta)",
  dobles: "Dobles (por parejas)",
  individual: "Individual",
};

/** The rules of each way of playing: who plays, how a match is won, what a no-show loses by. */
const VARIANT_RULES: Record<SportVariant, string[]> = {
  sala: [
    "Juegan 5 por equipo en la pista: 4 jugadores y un portero.",
    "Todos los jugadores inscritos deben jugar.",
    "El partido termina cuando suena el timbre del final del recreo.",
    "Un equipo que no se presenta pierde 3-0.",
  ],
  "futbol-7": [
    "Juegan 7 por equipo en el campo: 6 jugadores y un portero.",
    "Todos los jugadores inscritos deben jugar.",
    "El partido termina cuando suena el timbre del final del recreo.",
    "Un equipo que no se presenta pierde 3-0.",
  ],
  "6x6": ["Juegan 6 por equipo en la pista.", "Se juega un único set.", "Un equipo que no se presenta pierde 15-0."],
  "4x4": ["Juegan 4 por equipo en la pista.", "Se juega un único set.", "Un equipo que no se presenta pierde 15-0."],
  "2x2": [
    "Se juega por parejas (2 por equipo).",
    "Se juega un único set.",
    "Un equipo que no se presenta pierde 15-0.",
  ],
  "5x5": [
    "Juegan 5 por equipo en la pista.",
    "Las canastas valen 2 o 3 puntos y los tiros libres, 1.",
    "Un jugador queda eliminado al cometer 5 faltas personales.",
    "Un equipo que no se presenta pierde 20-0.",
    "Un equipo en el que algún alumno o alumna no juega pierde el partido.",
  ],
  "3x3": [
    "Juegan 3 por equipo en media pista, a una sola canasta; cada equipo puede tener un suplente.",
    "Las canastas valen 1 punto y las lanzadas desde fuera de la línea de tres, 2.",
    "Gana el primer equipo que llega a 21 puntos o el que va por delante cuando suena el timbre.",
    "Un equipo que no se presenta pierde 21-0.",
  ],
  dobles: [
    "Se juega por parejas (2 jugadores).",
    "Un único set a 21 puntos: hay que ganar por 2 puntos de diferencia, con un máximo de 30 (30-29).",
    "No hay límite de tiempo.",
  ],
  individual: [
    "Se juega individual: un jugador contra otro.",
    "Un único set a 21 puntos: hay que ganar por 2 puntos de diferencia, con un máximo de 30 (30-29).",
    "No hay límite de tiempo.",
  ],
};

/** The rules of a sport played in no named way («otro»): the competition's name says which. */
const OTHER_SPORT_RULES = [
  "Gana el partido el equipo que más marca.",
  "Las normas de juego se explican antes del primer partido.",
];

/** What a sport that cannot end level says instead of a draw. */
const NO_DRAW_RULES: Partial<Record<SportKind, string>> = {
  baloncesto:
    "En baloncesto no hay empate: si el partido acaba igualado se juega una canasta de oro, y el primer equipo que anota gana (cuenta en el marcador).",
  badminton: "En bádminton no hay empate.",
};

/**
 * A competition's rules as its page lists them, all from its own settings: the points of its table,
 * how it is played (its variant), what a level match means, how a knockout tie is settled (when it
 * has a final stage), and then the teacher's own lines.
 */
export function competitionRuleLines(competition: {
  sport: SportKind;
  variant: SportVariant | null;
  points: { win: number; draw: number; loss: number };
  format: CompetitionFormat;
  ownRules: string;
}): string[] {
  const { sport, variant, points, format } = competition;
  const traits = SPORTS[sport];
  const drawLine = traits.draws ? "El empate es un resultado válido en la fase de grupos." : NO_DRAW_RULES[sport];
  const decider = format === "groups-knockout" && traits.decider ? TIE_DECIDER_RULES[traits.decider] : null;
  const own = competition.ownRules
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return [
    scoringRuleText(points, traits.draws),
    ...(variant ? VARIANT_RULES[variant] : OTHER_SPORT_RULES),
    ...(drawLine ? [drawLine] : []),
    ...(decider ? [decider] : []),
    ...own,
  ];
}
