/** One line of a course's «Sistema de Puntuaciones»: what it is, its points (negative: taken away) and how often. */
export type ScoringRule = { concept: string; points: number; unit: string };

/** The two lists as the course's page keeps them (its `scoring` block): each line's points are what it adds or takes away. */
type StoredScoring = Record<"earn" | "lose", readonly { concept: string; points: number; unit?: string | null }[]>;

/**
 * A course's friendly-ranking points tables, from its page (the teacher's, /admin/paginas): what
 * earns points and what takes them away (stored as the amount, shown negative). Null when the
 * teacher has written neither: the page then shows no table.
 */
export function rankingScoring(scoring: StoredScoring): { earn: ScoringRule[]; lose: ScoringRule[] } | null {
  if (scoring.earn.length === 0 && scoring.lose.length === 0) return null;
  return {
    earn: scoring.earn.map((r) => ({ concept: r.concept, points: r.points, unit: r.unit ?? "" })),
    lose: scoring.lose.map((r) => ({ concept: r.concept, points: -r.points, unit: r.unit ?? "" })),
  };
}

/** '+10', '-30': the sign is always written. */
export const formatPoints = (points: number) => (points > 0 ? `+${points}` : String(points));
