import { and, eq, sql } from "drizzle-orm";
import type { tournamentMatches } from "../../../db/schema";
import { competitionGroups, tournamentTeams } from "../../../db/schema";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";

/**
 * Every change of the panel is scoped to its competition: an id of another one is "gone" (a row
 * change returns null) or refused (a group or team it refers to).
 */

/** A group id of this competition, or null for "no group"; anything else is refused. */
export async function groupOf(db: Database, slug: string, groupId: number | null) {
  if (groupId === null) return null;
  const [group] = await db
    .select({ id: competitionGroups.id })
    .from(competitionGroups)
    .where(and(eq(competitionGroups.id, groupId), eq(competitionGroups.competitionSlug, slug)));
  if (!group) throw new Refusal("foreign-group", { field: "groupId" });
  return group.id;
}

export async function teamsOf(db: Database, slug: string, ids: number[]) {
  const rows = await db
    .select({ id: tournamentTeams.id, name: tournamentTeams.name })
    .from(tournamentTeams)
    .where(eq(tournamentTeams.competitionSlug, slug));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  if (ids.some((id) => !byId.has(id))) throw new Refusal("foreign-team");
  return ids.map((id) => byId.get(id)!);
}

/** The next position at the end of a list (new teams and fixtures go last). */
export async function nextPosition(
  db: Database,
  table: typeof tournamentTeams | typeof tournamentMatches,
  slug: string,
) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}), 0) + 1` })
    .from(table)
    .where(eq(table.competitionSlug, slug));
  return row?.n ?? 1;
}

export const inCompetition = <T extends typeof tournamentTeams | typeof tournamentMatches | typeof competitionGroups>(
  table: T,
  slug: string,
  id: number,
) => and(eq(table.id, id), eq(table.competitionSlug, slug));
