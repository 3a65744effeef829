import { SPORTS, type SportKind } from "~/competitions/domain/championships";

/*
 * A module of its own, and small: every match card writes a decided score; only the result form
 * needs the rest of a decider's words (tie-deciders.ts).
 */

const SCORE_OF = {
  penalties: (a: number, b: number) => `(${a}-${b} pen.)`,
  "golden-point": (a: number, b: number) => `(punto de oro ${a}-${b})`,
  "tie-break": (a: number, b: number) => `(desempate ${a}-${b})`,
};

/** A decided level score's addition, as every page writes it: «(4-3 pen.)», «(punto de oro 1-0)». */
export const decidedScoreText = (sport: SportKind, a: number, b: number) =>
  SCORE_OF[SPORTS[sport].decider ?? "tie-break"](a, b);

/** A played match's score as every page writes it: «2 - 1», «2 - 2 (4-3 pen.)». */
export function matchScoreText(
  sport: SportKind,
  match: { team1Score: number | null; team2Score: number | null; penalties: { team1: number; team2: number } | null },
): string {
  const score = `${match.team1Score} - ${match.team2Score}`;
  return match.penalties ? `${score} ${decidedScoreText(sport, match.penalties.team1, match.penalties.team2)}` : score;
}
