import { SPORTS, type SportKind, type TieDecider } from "~/competitions/domain/championships";

/*
 * A module of its own: the match cards and the result form carry these few words, not every
 * sport's rules (sports.ts, written by the server into the page's data).
 */

/** How each decider of a level knockout match is named: in the rules, the result form and the score. */
export const TIE_DECIDER_COPY: Record<
  TieDecider,
  {
    rule: string;
    legend: string;
    hint: string;
    label: (team: string) => string;
    score: (a: number, b: number) => string;
  }
> = {
  penalties: {
    rule: "En la fase final no hay empate: si el partido acaba igualado, se tiran penaltis.",
    legend: "Penaltis (solo si el partido acaba en empate)",
    hint: "En la fase final siempre hay un ganador: anota los penaltis.",
    label: (team) => `Penaltis de ${team}`,
    score: (a, b) => `(${a}-${b} pen.)`,
  },
  "golden-point": {
    rule: "En la fase final no hay empate: si el partido acaba igualado, se juega un punto de oro y gana quien lo consigue.",
    legend: "Punto de oro (solo si el partido acaba en empate)",
    hint: "En la fase final siempre hay un ganador: anota 1 para quien gana el punto de oro y 0 para el otro.",
    label: (team) => `Punto de oro de ${team}`,
    score: (a, b) => `(punto de oro ${a}-${b})`,
  },
  "tie-break": {
    rule: "En la fase final no hay empate: si el partido acaba igualado, se juega el desempate que explique la organización.",
    legend: "Desempate (solo si el partido acaba en empate)",
    hint: "En la fase final siempre hay un ganador: anota el resultado del desempate.",
    label: (team) => `Desempate de ${team}`,
    score: (a, b) => `(desempate ${a}-${b})`,
  },
};

/** The words of a sport's decider: a sport that cannot end level has none, and a stored one reads as a tie-break. */
export const tieDeciderCopy = (sport: SportKind) => TIE_DECIDER_COPY[SPORTS[sport].decider ?? "tie-break"];

/** A decided level score's addition, as every page writes it: «(4-3 pen.)», «(punto de oro 1-0)». */
export const decidedScoreText = (sport: SportKind, a: number, b: number) => tieDeciderCopy(sport).score(a, b);

/** A played match's score as every page writes it: «2 - 1», «2 - 2 (4-3 pen.)». */
export function matchScoreText(
  sport: SportKind,
  match: { team1Score: number | null; team2Score: number | null; penalties: { team1: number; team2: number } | null },
): string {
  const score = `${match.team1Score} - ${match.team2Score}`;
  return match.penalties ? `${score} ${decidedScoreText(sport, match.penalties.team1, match.penalties.team2)}` : score;
}
