import { SPORTS, type SportKind, type TieDecider } from "~/competitions/domain/championships";

/*
 * A module of its own: the result form carries these few words, not every sport's rules (sports.ts,
 * written by the server into the page's data); a card's score is decided-scores.ts.
 */

/** How each decider of a level knockout match is named in the result form (its rule: sports.ts; its score: decided-scores.ts). */
export const TIE_DECIDER_COPY: Record<
  TieDecider,
  {
    legend: string;
    hint: string;
    label: (team: string) => string;
  }
> = {
  penalties: {
    legend: "Penaltis (solo si el partido acaba en empate)",
    hint: "En la fase final siempre hay un ganador: anota los penaltis.",
    label: (team) => `Penaltis de ${team}`,
  },
  "golden-point": {
    legend: "Punto de oro (solo si el partido acaba en empate)",
    hint: "En la fase final siempre hay un ganador: anota 1 para quien gana el punto de oro y 0 para el otro.",
    label: (team) => `Punto de oro de ${team}`,
  },
  "tie-break": {
    legend: "Desempate (solo si el partido acaba en empate)",
    hint: "En la fase final siempre hay un ganador: anota el resultado del desempate.",
    label: (team) => `Desempate de ${team}`,
  },
};

/** The words of a sport's decider: a sport that cannot end level has none, and a stored one reads as a tie-break. */
export const tieDeciderCopy = (sport: SportKind) => TIE_DECIDER_COPY[SPORTS[sport].decider ?? "tie-break"];
