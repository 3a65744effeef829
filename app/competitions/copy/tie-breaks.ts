import type { TieBreak } from "~/competitions/domain/standings";

/**
 * The tie-breaks a competition can order (app/competitions/domain/standings.ts), as the panel names
 * them. A module of their own: in the tournament pages' copy they were sent to every visitor of a
 * competition page, who never reads them.
 */
export const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  difference: "Diferencia de goles o puntos",
  scored: "Goles o puntos a favor",
  "fewest-against": "Menos goles o puntos en contra",
  "head-to-head": "Enfrentamiento directo entre los empatados",
};
