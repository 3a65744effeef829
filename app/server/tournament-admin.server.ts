import { and, eq, sql } from "drizzle-orm";
import { competitionGroups, type tournamentMatches, tournamentTeams } from "../../db/schema";
import { AdminActionError } from "./admin-action.server";
import type { Database } from "./db.server";
import { loadCompetitionRows } from "./tournaments.server";

/** Everything the tournaments editor lists for one competition: groups, teams and fixtures as stored. */
export async function getTournamentForEditing(db: Database, slug: string) {
  const rows = await loadCompetitionRows(db, slug);
  if (!rows) return null;
  const { competition, groups, teams, matches } = rows;
  return {
    competition: { slug: competition.slug, name: competition.name, sport: competition.sport },
    groups: groups.map((g) => ({ id: g.id, code: g.code, label: g.label, shownSeparately: g.shownSeparately })),
    teams: teams.map((t) => ({ id: t.id, name: t.name, course: t.course, groupId: t.groupId })),
    matches: matches.map((m) => ({
      id: m.id,
      groupId: m.groupId,
      team1Id: m.team1Id,
      team2Id: m.team2Id,
      team1Score: m.team1Score,
      team2Score: m.team2Score,
      date: m.date,
      time: m.time,
      played: m.status === "played",
    })),
  };
}

/** A group id of this competition, or null for "no group"; anything else is refused. */
export async function groupOf(db: Database, slug: string, groupId: number | null) {
  if (groupId === null) return null;
  const [group] = await db.select({ id: competitionGroups.id }).from(competitionGroups).where(and(eq(competitionGroups.id, groupId), eq(competitionGroups.competitionSlug, slug)));
  if (!group) throw new AdminActionError("Ese grupo no es de esta competición.", 400);
  return group.id;
}

export async function teamsOf(db: Database, slug: string, ids: number[]) {
  const rows = await db.select({ id: tournamentTeams.id, name: tournamentTeams.name }).from(tournamentTeams).where(eq(tournamentTeams.competitionSlug, slug));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  if (ids.some((id) => !byId.has(id))) throw new AdminActionError("Ese equipo no es de esta competición.", 400);
  return ids.map((id) => byId.get(id)!);
}

/** The next position at the end of a list (new teams and fixtures go last). */
export async function nextPosition(db: Database, table: typeof tournamentTeams | typeof tournamentMatches, slug: string) {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${table.position}), 0) + 1` }).from(table).where(eq(table.competitionSlug, slug));
  return row?.n ?? 1;
}
