/** The rules some sports put on a match's two scores, beyond whole numbers ≥ 0 (the sports: `SPORTS` in championships.ts). */
import type { SportKind } from "./championships";

export type ResultNotice = { title: string; description: string };

export const BADMINTON_NOTICES = {
  reach21: { title: "Resultado de Bádminton inválido", description: "Al menos un jugador debe alcanzar 21 puntos." },
  draw: { title: "Resultado de Bádminton inválido", description: "En bádminton no puede haber empate." },
  // Ours (the spec states the rule but has no message for it).
  winByTwo: {
    title: "Resultado de Bádminton inválido",
    description:
      "El set se gana por 2 puntos de diferencia: con 20 iguales se sigue hasta sacar 2 de ventaja, con un máximo de 30 (30-29).",
  },
} as const satisfies Record<string, ResultNotice>;

const BADMINTON_TARGET = 21;
const BADMINTON_CAP = 30;

/** Null when the score is a valid finished badminton set. */
export function validateBadmintonScore(a: number, b: number): ResultNotice | null {
  const winner = Math.max(a, b);
  const loser = Math.min(a, b);
  if (winner < BADMINTON_TARGET) return BADMINTON_NOTICES.reach21;
  if (a === b) return BADMINTON_NOTICES.draw;
  if (winner === BADMINTON_TARGET && loser <= BADMINTON_TARGET - 2) return null; // 21-0 … 21-19
  if (winner > BADMINTON_TARGET && winner < BADMINTON_CAP && winner - loser === 2) return null; // 22-20 … 29-27
  if (winner === BADMINTON_CAP && (loser === BADMINTON_CAP - 2 || loser === BADMINTON_CAP - 1)) return null; // 30-28, 30-29
  return BADMINTON_NOTICES.winByTwo;
}

export const BASKETBALL_NOTICES = {
  draw: {
    title: "Resultado de Baloncesto inválido",
    description:
      "En baloncesto no hay empate: si el partido acaba igualado se juega una canasta de oro. Anota el resultado con ella.",
  },
} as const satisfies Record<string, ResultNotice>;

/** Null unless the score is level: a basketball match always has a winner (the golden basket is in the score). */
export const validateBasketballScore = (a: number, b: number): ResultNotice | null =>
  a === b ? BASKETBALL_NOTICES.draw : null;

/** A sport's own rule for a match's two scores (beyond whole numbers ≥ 0): the notice to show, or null. */
export const SCORE_RULES: Partial<Record<SportKind, (a: number, b: number) => ResultNotice | null>> = {
  badminton: validateBadmintonScore,
  baloncesto: validateBasketballScore,
};
