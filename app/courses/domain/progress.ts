/** Group progress of 1º Bachillerato (/cursos/progreso-grupo). */
export const PROGRESS_WEIGHTS = [
  { label: "Participación", percent: 30 },
  { label: "Actitud", percent: 25 },
  { label: "Participación proyectos", percent: 20 },
  { label: "Retos", percent: 15 },
  { label: "Blog y web", percent: 10 },
] as const;

/** Fixed by the spec per class: the group's average and what a student not listed has. */
export const PROGRESS_GROUPS: Record<string, { average: number; unlisted: number }> = {
  A: { average: 84, unlisted: 80 },
  B: { average: 83, unlisted: 81 },
};

/** The podium needs three students; with fewer there is no podium (the spec's empty state). */
const PODIUM_SIZE = 3;

/** Ranks 1–3 in podium order, or null when there are too few entries. */
export function podium<T extends { rank: number }>(entries: readonly T[]): T[] | null {
  const sorted = [...entries].sort((a, b) => a.rank - b.rank);
  return sorted.length >= PODIUM_SIZE ? sorted.slice(0, PODIUM_SIZE) : null;
}

/** Keeps a percentage inside 0–100 (bars and rings cannot overflow). */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** stroke-dasharray of a ring of radius `r` filled to `percent`. */
export function ringDash(percent: number, r: number): string {
  const circumference = 2 * Math.PI * r;
  const filled = (clampPercent(percent) / 100) * circumference;
  return `${filled.toFixed(2)} ${(circumference - filled).toFixed(2)}`;
}

/** The weights add up to 100 (the page says so; a test keeps it true). */
export const weightsTotal = () => PROGRESS_WEIGHTS.reduce((sum, w) => sum + w.percent, 0);
