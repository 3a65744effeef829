import type { BracketTie, CompetitionMatch, CompetitionPageData } from "./competition-page";
import { KNOCKOUT_ROUNDS, type KnockoutRound } from "./knockout";
import type { StandingRow } from "./standings";

/**
 * The hall's big screen: what it turns through, one slide at a time. Pure: the page
 * rotates these; a saved result reloads the data and the slides are made again.
 */
export type BigScreenSlide =
  | { kind: "matches"; title: string; matches: CompetitionMatch[] }
  | { kind: "results"; title: string; matches: CompetitionMatch[] }
  | { kind: "table"; title: string; rows: StandingRow[] }
  | {
      kind: "bracket";
      title: string;
      rounds: { round: KnockoutRound; ties: BigScreenTie[] }[];
      champion: string | null;
    };

/** A tie of the bracket slide: its teams (or where they come from) and its match, once known. */
export type BigScreenTie = { tie: BracketTie; match: CompetitionMatch | null };

/** How long each slide stays (long enough to find your team from the far end of the hall). */
export const BIG_SCREEN_SLIDE_MS = 15_000;
const MATCHES_SHOWN = 6;

/**
 * The slides, in the order they turn: today's (or the next) matches, the knockout's bracket when
 * there is one (the hall could not see who went through), the latest results, then each
 * group's table.
 */
export function bigScreenSlides(
  page: Pick<CompetitionPageData, "groups" | "matches"> & Partial<Pick<CompetitionPageData, "knockout">>,
  today: string,
): BigScreenSlide[] {
  const pending = page.matches.filter((m) => !m.played);
  const todays = page.matches.filter((m) => m.day === today);
  // Today's matches when there are any; otherwise the next ones to be played.
  const first: BigScreenSlide = todays.length
    ? { kind: "matches", title: "Partidos de hoy", matches: todays.slice(0, MATCHES_SHOWN) }
    : {
        kind: "matches",
        title: "Próximos partidos",
        matches: pending.filter((m) => m.day === null || m.day >= today).slice(0, MATCHES_SHOWN),
      };
  const played = page.matches.filter((m) => m.played);
  // The newest first: by day, then by the order they were planned.
  const latest = played
    .map((m, order) => ({ m, order }))
    .sort((a, b) => (b.m.day ?? "").localeCompare(a.m.day ?? "") || b.order - a.order)
    .slice(0, MATCHES_SHOWN)
    .map(({ m }) => m);
  const tables = page.groups
    .filter((g) => g.standings.length > 0)
    .map((g): BigScreenSlide => ({
      kind: "table",
      title: page.groups.length > 1 ? `Clasificación · ${g.label}` : "Clasificación",
      rows: g.standings,
    }));
  const bracket: BigScreenSlide[] =
    page.knockout && page.knockout.ties.length > 0 ? [bracketSlide(page.knockout, page.matches)] : [];
  return [
    first,
    ...bracket,
    { kind: "results", title: "Últimos resultados", matches: latest } satisfies BigScreenSlide,
    ...tables,
  ].filter((slide) =>
    slide.kind === "table" ? slide.rows.length > 0 : slide.kind === "bracket" || slide.matches.length > 0,
  );
}

function bracketSlide(
  knockout: NonNullable<CompetitionPageData["knockout"]>,
  matches: readonly CompetitionMatch[],
): BigScreenSlide {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const rounds = KNOCKOUT_ROUNDS.map((round) => ({
    round,
    ties: knockout.ties
      .filter((t) => t.round === round)
      .map((tie) => ({ tie, match: tie.matchId === null ? null : (byId.get(tie.matchId) ?? null) })),
  })).filter((r) => r.ties.length > 0);
  return { kind: "bracket", title: "Fase final", rounds, champion: knockout.champion };
}
