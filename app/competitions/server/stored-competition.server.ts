import { asc, eq, sql } from "drizzle-orm";
import { competitionGroups, competitions, tournamentMatches, tournamentTeams } from "../../../db/schema";
import type { StandingsRules, TieBreak } from "~/competitions/domain/standings";
import { TIE_BREAKS } from "~/competitions/domain/standings";
import { championOf, decodeSlot } from "~/competitions/domain/knockout";
import { spanishMatchDay } from "~/competitions/domain/fixtures";
import type { BracketTie, CompetitionMatch } from "~/competitions/domain/competition-page";
import type { Database } from "~/platform/server/db.server";
import { loadKnockout, resolveStoredKnockout, type StoredTie } from "./knockout-stage.server";

/** How a competition's stored rows become what its page and its panel show. */

/** The table's rules a competition keeps (points, tie-breaks in order). */
export function standingsRulesOf(competition: typeof competitions.$inferSelect): StandingsRules {
  return {
    points: { win: competition.pointsWin, draw: competition.pointsDraw, loss: competition.pointsLoss },
    tieBreaks: competition.tieBreaks.filter((t): t is TieBreak => (TIE_BREAKS as readonly string[]).includes(t)),
  };
}

/** A competition's stored rows, each list in its display order; null when there is no such competition. */
export async function loadCompetitionRows(db: Database, slug: string) {
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, slug));
  if (!competition) return null;
  const [groups, teams, matches, knockout] = await Promise.all([
    db
      .select()
      .from(competitionGroups)
      .where(eq(competitionGroups.competitionSlug, slug))
      .orderBy(asc(competitionGroups.position), asc(competitionGroups.id)),
    db
      .select()
      .from(tournamentTeams)
      .where(eq(tournamentTeams.competitionSlug, slug))
      .orderBy(asc(tournamentTeams.position), asc(tournamentTeams.id)),
    // In the order they are played: by day and time (those without one last), then as the teacher
    // listed them: a final at 11:15 comes before the match for third place at 11:30.
    db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.competitionSlug, slug))
      .orderBy(
        sql`${tournamentMatches.day} asc nulls last`,
        sql`${tournamentMatches.time} asc nulls last`,
        asc(tournamentMatches.position),
        asc(tournamentMatches.id),
      ),
    loadKnockout(db, slug),
  ]);
  const knockoutMatchIds = new Set(knockout.flatMap((t) => (t.matchId === null ? [] : [t.matchId])));
  /** Each knockout match's round as its tie names it («Final», «Tercer puesto», «Semifinal 1»). */
  const knockoutRounds = new Map(knockout.flatMap((t) => (t.matchId === null ? [] : [[t.matchId, t.label] as const])));
  return { competition, groups, teams, matches, knockout, knockoutMatchIds, knockoutRounds };
}

type MatchRow = typeof tournamentMatches.$inferSelect;

/** The knockout stage for the page and the panel: ties with their teams (or their origin) and the champion. */
export function knockoutView(stored: StoredTie[], teamName: ReadonlyMap<number, string>) {
  if (stored.length === 0) return null;
  const resolved = resolveStoredKnockout(stored);
  const labels = new Map(stored.map((t) => [t.code, t.label]));
  const origin = (slotText: string) => {
    const slot = decodeSlot(slotText);
    if (!slot || "team" in slot) return null;
    return "winnerOf" in slot
      ? { winner: true, of: labels.get(slot.winnerOf) ?? slot.winnerOf }
      : { winner: false, of: labels.get(slot.loserOf) ?? slot.loserOf };
  };
  const name = (id: number | null) => (id === null ? null : (teamName.get(id) ?? null));
  const ties = resolved.map((tie, i): BracketTie => ({
    code: tie.id,
    round: tie.round,
    label: tie.label,
    home: name(tie.home),
    away: name(tie.away),
    homeFrom: tie.home === null ? origin(stored[i]!.homeSlot) : null,
    awayFrom: tie.away === null ? origin(stored[i]!.awaySlot) : null,
    date: spanishMatchDay(stored[i]!.day),
    time: stored[i]!.time,
    location: stored[i]!.location,
    matchId: stored[i]!.matchId,
    winner: name(tie.winner),
  }));
  return { ties, champion: name(championOf(resolved)) };
}

/** A stored match as the page and its dialog show it. */
export function matchView(
  m: MatchRow,
  teamName: ReadonlyMap<number, string>,
  knockoutRounds: ReadonlyMap<number, string>,
): CompetitionMatch {
  return {
    id: m.id,
    groupId: m.groupId,
    team1: teamName.get(m.team1Id) ?? "",
    team2: teamName.get(m.team2Id) ?? "",
    team1Score: m.team1Score,
    team2Score: m.team2Score,
    date: m.day ? spanishMatchDay(m.day) : m.date,
    day: m.day,
    time: m.time,
    location: m.location,
    played: m.status === "played",
    penalties:
      m.team1Penalties !== null && m.team2Penalties !== null
        ? { team1: m.team1Penalties, team2: m.team2Penalties }
        : null,
    knockout: knockoutRounds.has(m.id),
    round: knockoutRounds.get(m.id) ?? null,
  };
}
