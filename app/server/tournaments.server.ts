import { and, asc, eq, sql } from "drizzle-orm";
import { competitionGroups, competitions, matchResultChanges, tournamentMatches, tournamentTeams } from "../../db/schema";
import { computeStandings, type StandingRow } from "~/domain/standings";
import type { Database } from "./db.server";

export type CompetitionMatch = {
  id: number;
  groupId: number | null;
  team1: string;
  team2: string;
  team1Score: number | null;
  team2Score: number | null;
  date: string;
  time: string | null;
  location: string | null;
  played: boolean;
};

export type CompetitionGroup = { id: number | null; code: string; label: string; shownSeparately: boolean; standings: StandingRow[] };

/** Everything a competition page shows: its tables (computed from saved results) and fixtures. */
/** A competition's stored rows, each list in its display order; null when there is no such competition. */
export async function loadCompetitionRows(db: Database, slug: string) {
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, slug));
  if (!competition) return null;
  const [groups, teams, matches] = await Promise.all([
    db.select().from(competitionGroups).where(eq(competitionGroups.competitionSlug, slug)).orderBy(asc(competitionGroups.position), asc(competitionGroups.id)),
    db.select().from(tournamentTeams).where(eq(tournamentTeams.competitionSlug, slug)).orderBy(asc(tournamentTeams.position), asc(tournamentTeams.id)),
    db.select().from(tournamentMatches).where(eq(tournamentMatches.competitionSlug, slug)).orderBy(asc(tournamentMatches.position), asc(tournamentMatches.id)),
  ]);
  return { competition, groups, teams, matches };
}

export async function getCompetitionPage(db: Database, slug: string) {
  const rows = await loadCompetitionRows(db, slug);
  if (!rows) return null;
  const { competition, groups, teams, matches } = rows;
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const standingsMatches = matches.map((m) => ({ team1Id: m.team1Id, team2Id: m.team2Id, team1Score: m.team1Score, team2Score: m.team2Score }));
  const tableFor = (groupId: number | null) =>
    computeStandings(
      teams.filter((team) => team.groupId === groupId).map((team) => ({ id: team.id, name: team.name, course: team.course })),
      standingsMatches,
    );
  const tables: CompetitionGroup[] = groups.map((group) => ({
    id: group.id,
    code: group.code,
    label: group.label,
    shownSeparately: group.shownSeparately,
    standings: tableFor(group.id),
  }));
  // Teams without a group (if the teacher adds one) still get a table.
  if (teams.some((team) => team.groupId === null)) tables.push({ id: null, code: "-", label: "Clasificación", shownSeparately: false, standings: tableFor(null) });

  return {
    competition: { slug: competition.slug, name: competition.name, sport: competition.sport },
    groups: tables,
    matches: matches.map(
      (m): CompetitionMatch => ({
        id: m.id,
        groupId: m.groupId,
        team1: teamName.get(m.team1Id) ?? "",
        team2: teamName.get(m.team2Id) ?? "",
        team1Score: m.team1Score,
        team2Score: m.team2Score,
        date: m.date,
        time: m.time,
        location: m.location,
        played: m.status === "played",
      }),
    ),
  };
}

export async function getCompetitionSport(db: Database, slug: string) {
  const [row] = await db.select({ sport: competitions.sport, name: competitions.name }).from(competitions).where(eq(competitions.slug, slug));
  return row ?? null;
}

export class MatchNotFoundError extends Error {}

/**
 * Saves a result (first entry or correction) and logs it, in one transaction; the row is locked
 * so two organisers saving at once are applied one after the other, each logged with its old score.
 */
export async function saveMatchResult(
  db: Database,
  input: { slug: string; matchId: number; team1Score: number; team2Score: number; changedBy: string; clientIp: string | null },
) {
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ team1Score: tournamentMatches.team1Score, team2Score: tournamentMatches.team2Score })
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.id, input.matchId), eq(tournamentMatches.competitionSlug, input.slug)))
      .for("update");
    if (!match) throw new MatchNotFoundError(`No existe el partido ${input.matchId} en ${input.slug}.`);
    await tx
      .update(tournamentMatches)
      .set({ team1Score: input.team1Score, team2Score: input.team2Score, status: "played", updatedAt: sql`now()` })
      .where(eq(tournamentMatches.id, input.matchId));
    await tx.insert(matchResultChanges).values({
      matchId: input.matchId,
      changedBy: input.changedBy,
      clientIp: input.clientIp,
      oldTeam1Score: match.team1Score,
      oldTeam2Score: match.team2Score,
      newTeam1Score: input.team1Score,
      newTeam2Score: input.team2Score,
    });
    return { previous: match.team1Score === null ? null : { team1Score: match.team1Score, team2Score: match.team2Score } };
  });
}

export async function listMatchResultChanges(db: Database, matchId: number) {
  return db.select().from(matchResultChanges).where(eq(matchResultChanges.matchId, matchId)).orderBy(asc(matchResultChanges.id));
}
