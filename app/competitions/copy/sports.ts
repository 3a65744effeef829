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
