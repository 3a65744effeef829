/**
 * Each sport's words (its rules: `SPORTS` in domain/championships.ts): how the panel names it, the rules its
 * page lists; its icon is in sport-icons.ts and its table's columns follow what it counts
 * (standings.ts): a page's code takes those, never these words.
 */
import type { SportKind } from "~/competitions/domain/championships";

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

/** Each sport's own rules, after the scoring line the competition's settings write (`scoringRuleText`). */
export const SPORT_RULES: Record<SportKind, string[]> = {
  futbol: [
    "Juegan 5 por equipo en la pista: 4 jugadores y un portero.",
    "Todos los jugadores inscritos deben jugar.",
    "El partido termina cuando suena el timbre del final del recreo.",
    "El empate es un resultado válido.",
    "Un equipo que no se presenta pierde 3-0.",
  ],
  voleibol: [
    "Juegan 6 por equipo en la pista.",
    "Se juega un único set.",
    "El empate es un resultado válido.",
    "Un equipo que no se presenta pierde 15-0.",
  ],
  baloncesto: [
    "Juegan 5 por equipo en la pista.",
    "Las canastas valen 2 o 3 puntos y los tiros libres, 1.",
    "Un jugador queda eliminado al cometer 5 faltas personales.",
    "Un equipo que no se presenta pierde 20-0.",
    "Un equipo en el que algún alumno o alumna no juega pierde el partido.",
  ],
  badminton: [
    "En bádminton no hay empate.",
    "Se juega por parejas (2 jugadores).",
    "Un único set a 21 puntos: hay que ganar por 2 puntos de diferencia, con un máximo de 30 (30-29).",
    "No hay límite de tiempo.",
  ],
  otro: [
    "El empate es un resultado válido.",
    "Gana el partido el equipo que más marca.",
    "Las normas de juego se explican antes del primer partido.",
  ],
};
