import { SPORTS, type SportKind } from "~/competitions/domain/championships";

/**
 * The standings table's copy (its own module: the league page shows tables without the rest of
 * the competition pages' copy).
 */
export const STANDINGS_COPY = {
  noTeams: "Todavía no hay equipos en este grupo.",
  legend: {
    team: "Equipo",
    pj: ["PJ", "Partidos jugados"],
    v: ["V", "Victorias"],
    e: ["E", "Empates"],
    d: ["D", "Derrotas"],
    pts: ["Ptos", "Puntos"],
  },
  position: "Posición",
};

/** A table's score columns: goals (G) or points (P), for, against and difference. */
export function scoreColumns(sport: SportKind) {
  return SPORTS[sport].counts === "goals"
    ? { f: ["GF", "Goles a favor"], c: ["GC", "Goles en contra"], dp: ["DG", "Diferencia de goles"] }
    : { f: ["PF", "Puntos a favor"], c: ["PC", "Puntos en contra"], dp: ["DP", "Diferencia de puntos"] };
}
