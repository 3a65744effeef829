import type { FormAnswer } from "~/platform/domain/form-answer";
import { knockoutResultProblem } from "./knockout";
import { type ResultNotice, SCORE_RULES } from "./score-rules";
import type { SportKind } from "./championships";

/**
 * Result entry rules: scores are whole numbers ≥ 0, and
 * each sport's own rule on top (score-rules.ts: badminton is one set to 21, won by 2, capped at 30).
 */
export const RESULT_NOTICES = {
  invalid: { title: "Resultado no válido", description: "Por favor, introduce un marcador válido para ambos equipos." },
  saved: { title: "¡Resultado Actualizado!", description: "La tabla de clasificación ha sido actualizada." },
  // A knockout match has no table: its winner goes on in the bracket.
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

/** Parses and checks both scores for a sport: the scores, or the notice to show. */
export function validateMatchResult(
  sport: SportKind,
  team1Text: string | null | undefined,
  team2Text: string | null | undefined,
): { ok: true; team1Score: number; team2Score: number } | { ok: false; notice: ResultNotice } {
  const team1Score = parseScore(team1Text);
  const team2Score = parseScore(team2Text);
  if (team1Score === null || team2Score === null) return { ok: false, notice: RESULT_NOTICES.invalid };
  const notice = SCORE_RULES[sport]?.(team1Score, team2Score);
  if (notice) return { ok: false, notice };
  return { ok: true, team1Score, team2Score };
}

/** '' (or spaces) is no penalties; anything else must be a score (NaN otherwise, refused below). */
const penaltiesOf = (text: string | null | undefined) =>
  (text ?? "").trim() === "" ? null : (parseScore(text) ?? Number.NaN);

/**
 * A knockout match's result: the sport's rules, and a winner always; after a draw, the
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
 * password was typed once today on this device), or the organiser password.
 */
export type ResultEntryAccess = "account" | "day-pass" | "password";

export type ResultAnswer = FormAnswer<{ stage: "locked" | "unlocked" | "saved"; pass?: string }>;

/** The form key of one match's result entry in the answer. */
export const resultFormKey = (matchId: number) => `partido-${matchId}`;
