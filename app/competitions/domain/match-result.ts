import type { FormAnswer } from "~/platform/domain/form-answer";
import { knockoutResultProblem } from "./knockout";

/**
 * Result entry rules (spec 001 §5, §9; DESIGN.md Departures 5): scores are whole numbers ≥ 0;
 * badminton is one set to 21, won by 2, capped at 30, never a draw.
 */
type ResultNotice = { title: string; description: string };

export const RESULT_NOTICES = {
  invalid: { title: "Resultado no válido", description: "Por favor, introduce un marcador válido para ambos equipos." },
  badmintonReach21: {
    title: "Resultado de Bádminton inválido",
    description: "Al menos un jugador debe alcanzar 21 puntos.",
  },
  badmintonDraw: { title: "Resultado de Bádminton inválido", description: "En bádminton no puede haber empate." },
  // Ours (the spec states the rule but has no message for it).
  badmintonWinByTwo: {
    title: "Resultado de Bádminton inválido",
    description:
      "El set se gana por 2 puntos de diferencia: con 20 iguales se sigue hasta sacar 2 de ventaja, con un máximo de 30 (30-29).",
  },
  saved: { title: "¡Resultado Actualizado!", description: "La tabla de clasificación ha sido actualizada." },
  // A knockout match has no table: its winner goes on in the bracket (issue 47).
  savedKnockout: { title: "¡Resultado Actualizado!", description: "El cuadro de la fase final ha sido actualizado." },
} as const satisfies Record<string, ResultNotice>;

/** Highest score accepted for any sport: a typo guard, far above any break-time match. */
const MAX_SCORE = 300;

/** '3' and ' 3 ' are 3; '3.5', '-1', '', 'abc', '1e2' are not scores. */
export function parseScore(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SCORE ? value : null;
}

const BADMINTON_TARGET = 21;
const BADMINTON_CAP = 30;

/** Null when the score is a valid finished badminton set. */
export function validateBadmintonScore(a: number, b: number): ResultNotice | null {
  const winner = Math.max(a, b);
  const loser = Math.min(a, b);
  if (winner < BADMINTON_TARGET) return RESULT_NOTICES.badmintonReach21;
  if (a === b) return RESULT_NOTICES.badmintonDraw;
  if (winner === BADMINTON_TARGET && loser <= BADMINTON_TARGET - 2) return null; // 21-0 … 21-19
  if (winner > BADMINTON_TARGET && winner < BADMINTON_CAP && winner - loser === 2) return null; // 22-20 … 29-27
  if (winner === BADMINTON_CAP && (loser === BADMINTON_CAP - 2 || loser === BADMINTON_CAP - 1)) return null; // 30-28, 30-29
  return RESULT_NOTICES.badmintonWinByTwo;
}

/**
 * The scoring rules a competition is played by. «otro» is any other sport the teacher sets up
 * (balonmano, hockey, ping-pong por equipos…): the competition's name says which, and its scores
 * are kept like football's (whole numbers, draws allowed, the most wins).
 */
export const SPORT_KINDS = ["futbol", "voleibol", "baloncesto", "badminton", "otro"] as const;
export type SportKind = (typeof SPORT_KINDS)[number];

/** Parses and checks both scores for a sport: the scores, or the notice to show. */
export function validateMatchResult(
  sport: SportKind,
  team1Text: string | null | undefined,
  team2Text: string | null | undefined,
): { ok: true; team1Score: number; team2Score: number } | { ok: false; notice: ResultNotice } {
  const team1Score = parseScore(team1Text);
  const team2Score = parseScore(team2Text);
  if (team1Score === null || team2Score === null) return { ok: false, notice: RESULT_NOTICES.invalid };
  if (sport === "badminton") {
    const notice = validateBadmintonScore(team1Score, team2Score);
    if (notice) return { ok: false, notice };
  }
  return { ok: true, team1Score, team2Score };
}

/** '' (or spaces) is no penalties; anything else must be a score (NaN otherwise, refused below). */
const penaltiesOf = (text: string | null | undefined) =>
  (text ?? "").trim() === "" ? null : (parseScore(text) ?? Number.NaN);

/**
 * A knockout match's result (issue 18): the sport's rules, and a winner always; after a draw, the
 * penalties (or extra point) decide it. The penalties come back only when they count.
 */
export function validateKnockoutResult(
  sport: SportKind,
  team1Text: string | null | undefined,
  team2Text: string | null | undefined,
  penalties1Text: string | null | undefined,
  penalties2Text: string | null | undefined,
):
  | { ok: true; team1Score: number; team2Score: number; penalties: { team1: number; team2: number } | null }
  | { ok: false; notice: ResultNotice } {
  const check = validateMatchResult(sport, team1Text, team2Text);
  if (!check.ok) return check;
  const homePenalties = penaltiesOf(penalties1Text);
  const awayPenalties = penaltiesOf(penalties2Text);
  const problem = knockoutResultProblem({
    homeScore: check.team1Score,
    awayScore: check.team2Score,
    homePenalties,
    awayPenalties,
  });
  if (problem) return { ok: false, notice: { title: RESULT_NOTICES.invalid.title, description: problem } };
  const penalties =
    homePenalties !== null && awayPenalties !== null ? { team1: homePenalties, team2: awayPenalties } : null;
  return { ...check, penalties };
}

/**
 * What the result dialog's action answers (as fetcher data, or rendered in the page without
 * JavaScript): a `FormAnswer` for the form `partido-ID`, with the step reached and, only after the
 * right password, the pass that proves the unlock (the dialog forgets it when closed). Refused
 * scores come back as the typed values.
 */
/**
 * How a browser enters results: a staff account (no password), today's organiser pass (the
 * password was typed once today on this device, issue 28), or the organiser password.
 */
export type ResultEntryAccess = "account" | "day-pass" | "password";

export type ResultAnswer = FormAnswer<{ stage: "locked" | "unlocked" | "saved"; pass?: string }>;

/** The form key of one match's result entry in the answer. */
export const resultFormKey = (matchId: number) => `partido-${matchId}`;
