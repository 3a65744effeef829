import { eq, sql } from "drizzle-orm";
import {
  competitions,
  honorees,
  knockoutTies,
  tournamentEnrolments,
  tournamentMatches,
  tournamentTeams,
} from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";
import { emptyLeagueTeams, holdLeagueTeamsForYearClose } from "~/inbox/index.server";

/**
 * Before a school year's close reads anything: every competition's row (a result's save holds its
 * competition's row, ./lock.server.ts) and the enrolment lists the close empties. A save under way
 * finishes first and is archived; one that comes during the close waits, then finds its match gone
 * and is refused. Without this, a result confirmed between the read and the delete was lost.
 */
export async function holdCompetitionsForYearClose(db: Database) {
  await db.select({ slug: competitions.slug }).from(competitions).for("update");
  await holdLeagueTeamsForYearClose(db);
  await db.execute(sql`lock table ${tournamentEnrolments} in share row exclusive mode`);
}

/**
 * The competitions as a new school year starts them: the league's go (they are made from its
 * enrolments, which start again); the others keep their groups and rules without teams or matches,
 * or go too; the league's and the tournament's enrolments are emptied.
 */
export async function startCompetitionsForNewYear(db: Database, { keepCompetitions }: { keepCompetitions: boolean }) {
  await db.delete(competitions).where(eq(competitions.tournament, "liga"));
  if (keepCompetitions) {
    await db.delete(knockoutTies);
    await db.delete(tournamentMatches);
    await db.delete(tournamentTeams);
  } else {
    await db.delete(competitions);
  }
  await emptyLeagueTeams(db);
  await db.delete(tournamentEnrolments);
}

type Honoree = { name: string; sport: string; achievement: string; status: string; imageUrl: string; quote: string };

/** A champion added last to the Hall of Fame; false when one with the same achievement is there already. */
export async function addHonoreeOnce(db: Database, entry: Honoree): Promise<boolean> {
  const [already] = await db
    .select({ id: honorees.id })
    .from(honorees)
    .where(eq(honorees.achievement, entry.achievement));
  if (already) return false;
  const [last] = await db.select({ n: sql<number>`coalesce(max(${honorees.position}), 0) + 1` }).from(honorees);
  await db.insert(honorees).values({ ...entry, position: last?.n ?? 1 });
  return true;
}
