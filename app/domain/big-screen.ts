import type { CompetitionMatch, CompetitionPageData } from "./competition-page";
import type { StandingRow } from "./standings";

/**
 * The hall's big screen (issue 29): what it turns through, one slide at a time. Pure: the page
 * rotates these; a saved result reloads the data and the slides are made again.
 */
export type BigScreenSlide =
  | { kind: "matches"; title: string; matches: CompetitionMatch[] }
  | { kind: "results"; title: string; matches: CompetitionMatch[] }
  | { kind: "table"; title: string; rows: StandingRow[] };

/** How long each slide stays (long enough to find your team from the far end of the hall). */
export const BIG_SCREEN_SLIDE_MS = 15_000;
const MATCHES_SHOWN = 6;

export function bigScreenSlides(page: Pick<CompetitionPageData, "groups" | "matches">, today: string): BigScreenSlide[] {
  const pending = page.matches.filter((m) => !m.played);
  const todays = page.matches.filter((m) => m.day === today);
  // Today's matches when there are any; otherwise the next ones to be played.
  const first: BigScreenSlide = todays.length
    ? { kind: "matches", title: "Partidos de hoy", matches: todays.slice(0, MATCHES_SHOWN) }
    : { kind: "matches", title: "Próximos partidos", matches: pending.filter((m) => m.day === null || m.day >= today).slice(0, MATCHES_SHOWN) };
  const played = page.matches.filter((m) => m.played);
  // The newest first: by day, then by the order they were planned.
  const latest = played
    .map((m, order) => ({ m, order }))
    .sort((a, b) => (b.m.day ?? "").localeCompare(a.m.day ?? "") || b.order - a.order)
    .slice(0, MATCHES_SHOWN)
    .map(({ m }) => m);
  const tables = page.groups
    .filter((g) => g.standings.length > 0)
    .map((g): BigScreenSlide => ({ kind: "table", title: page.groups.length > 1 ? `Clasificación · ${g.label}` : "Clasificación", rows: g.standings }));
  return [first, { kind: "results", title: "Últimos resultados", matches: latest } satisfies BigScreenSlide, ...tables].filter((slide) =>
    slide.kind === "table" ? slide.rows.length > 0 : slide.matches.length > 0,
  );
}
