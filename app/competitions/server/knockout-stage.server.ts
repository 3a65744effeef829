import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { knockoutTies, tournamentMatches } from "../../../db/schema";
import { spanishMatchDay } from "~/competitions/domain/fixtures";
import {
  decodeSlot,
  encodeSlot,
  type KnockoutTie,
  type PlannedTie,
  resolveBracket,
  type ResolvedTie,
  type TieResult,
} from "~/competitions/domain/knockout";
import { Refusal } from "~/platform/domain/refusals";
import { lockCompetition } from "./lock.server";
import { noticeNewMatch } from "./match-notices.server";
import type { Database } from "~/platform/server/db.server";

/**
 * A competition's knockout stage as stored (docs/decisions/011): the ties in
 * knockout_ties, each tie's match in tournament_matches once both its teams are known. The rules
 * (seeding, who goes through) are app/competitions/domain/knockout.ts; this module keeps the rows in step.
 */

type StoredMatch = Pick<
  typeof tournamentMatches.$inferSelect,
  "id" | "team1Id" | "team2Id" | "team1Score" | "team2Score" | "team1Penalties" | "team2Penalties" | "status"
>;
export type StoredTie = typeof knockoutTies.$inferSelect & { match: StoredMatch | null };

/** The competition's ties in bracket order, each with its match (none: no knockout stage). */
export async function loadKnockout(db: Database, slug: string): Promise<StoredTie[]> {
  const rows = await db
    .select({
      tie: knockoutTies,
      match: {
        id: tournamentMatches.id,
        team1Id: tournamentMatches.team1Id,
        team2Id: tournamentMatches.team2Id,
        team1Score: tournamentMatches.team1Score,
        team2Score: tournamentMatches.team2Score,
        team1Penalties: tournamentMatches.team1Penalties,
        team2Penalties: tournamentMatches.team2Penalties,
        status: tournamentMatches.status,
      },
    })
    .from(knockoutTies)
    .leftJoin(tournamentMatches, eq(tournamentMatches.id, knockoutTies.matchId))
    .where(eq(knockoutTies.competitionSlug, slug))
    .orderBy(asc(knockoutTies.position));
  return rows.map(({ tie, match }) => ({ ...tie, match }));
}

/** Whether a match is one of a knockout stage's (a draw then needs its penalties). */
export async function isKnockoutMatch(db: Database, matchId: number): Promise<boolean> {
  const [row] = await db
    .select({ code: knockoutTies.code })
    .from(knockoutTies)
    .where(eq(knockoutTies.matchId, matchId));
  return Boolean(row);
}

/** The stored ties resolved by their saved results: who plays each, who went through. */
export function resolveStoredKnockout(stored: readonly StoredTie[]): ResolvedTie<number>[] {
  const ties: KnockoutTie<number>[] = stored.map((t) => ({
    id: t.code,
    round: t.round,
    label: t.label,
    // A place nobody can read (a row written by hand) stays empty rather than breaking the page.
    home: decodeSlot(t.homeSlot) ?? { winnerOf: "?" },
    away: decodeSlot(t.awaySlot) ?? { winnerOf: "?" },
  }));
  const results = new Map<string, TieResult>();
  for (const t of stored) {
    if (t.match?.status !== "played" || t.match.team1Score === null || t.match.team2Score === null) continue;
    results.set(t.code, {
      homeScore: t.match.team1Score,
      awayScore: t.match.team2Score,
      homePenalties: t.match.team1Penalties,
      awayPenalties: t.match.team2Penalties,
    });
  }
  return resolveBracket(ties, results);
}

async function nextMatchPosition(db: Database, slug: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${tournamentMatches.position}), 0) + 1` })
    .from(tournamentMatches)
    .where(eq(tournamentMatches.competitionSlug, slug));
  return row?.n ?? 1;
}

/**
 * Brings the knockout's matches in step with its results: a tie whose two teams are known gets its
 * match (on its planned day), one whose teams changed before it was played gets them, one whose
 * teams are no longer known loses its unplayed match. A change that would rewrite a played match
 * throws the refusal `knockout-later-tie-played` (the caller's transaction is rolled back). Run after every result
 * saved or cleared, inside its transaction.
 */
export async function advanceKnockout(db: Database, slug: string): Promise<void> {
  await lockCompetition(db, slug);
  const stored = await loadKnockout(db, slug);
  if (stored.length === 0) return;
  const resolved = resolveStoredKnockout(stored);
  for (const [index, tie] of resolved.entries()) {
    const { match, code, day, time, location } = stored[index]!;
    if (tie.home !== null && tie.away !== null) {
      if (!match) {
        const [created] = await db
          .insert(tournamentMatches)
          .values({
            competitionSlug: slug,
            groupId: null,
            team1Id: tie.home,
            team2Id: tie.away,
            day,
            date: spanishMatchDay(day),
            time,
            location,
            position: await nextMatchPosition(db, slug),
          })
          .returning({ id: tournamentMatches.id });
        await db
          .update(knockoutTies)
          .set({ matchId: created!.id })
          .where(and(eq(knockoutTies.competitionSlug, slug), eq(knockoutTies.code, code)));
        await noticeNewMatch(db, created!.id);
      } else if (match.team1Id !== tie.home || match.team2Id !== tie.away) {
        if (match.status === "played") throw new Refusal("knockout-later-tie-played");
        await db
          .update(tournamentMatches)
          .set({ team1Id: tie.home, team2Id: tie.away, updatedAt: sql`now()` })
          .where(eq(tournamentMatches.id, match.id));
      }
    } else if (match) {
      if (match.status === "played") throw new Refusal("knockout-later-tie-played");
      await db.delete(tournamentMatches).where(eq(tournamentMatches.id, match.id));
    }
  }
}

/** Removes a knockout stage (its ties and their matches); refused once one of them has a result. */
export async function deleteKnockout(db: Database, slug: string): Promise<number> {
  await lockCompetition(db, slug);
  const stored = await loadKnockout(db, slug);
  if (stored.some((t) => t.match?.status === "played")) throw new Refusal("knockout-has-results");
  const matchIds = stored.flatMap((t) => (t.match ? [t.match.id] : []));
  await db.delete(knockoutTies).where(eq(knockoutTies.competitionSlug, slug));
  if (matchIds.length > 0) await db.delete(tournamentMatches).where(inArray(tournamentMatches.id, matchIds));
  return stored.length;
}

/**
 * Stores a freshly drawn bracket in place of any earlier draw (refused once the knockout has a
 * result), each tie on its planned day, and makes the matches whose teams are already known.
 */
export async function saveDrawnKnockout(
  db: Database,
  slug: string,
  ties: readonly KnockoutTie<number>[],
  plan: ReadonlyMap<string, PlannedTie>,
) {
  await lockCompetition(db, slug);
  await deleteKnockout(db, slug);
  await db.insert(knockoutTies).values(
    ties.map((tie, position) => ({
      competitionSlug: slug,
      code: tie.id,
      round: tie.round,
      label: tie.label,
      position,
      homeSlot: encodeSlot(tie.home),
      awaySlot: encodeSlot(tie.away),
      day: plan.get(tie.id)!.day,
      time: plan.get(tie.id)!.time,
      location: plan.get(tie.id)!.location,
    })),
  );
  await advanceKnockout(db, slug);
}
