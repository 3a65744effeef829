import { and, eq, inArray, sql } from "drizzle-orm";
import { leagueTeams, type LeagueSport } from "../../../db/schema";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { getModerationSettings } from "~/platform/server/site-settings.server";

/*
 * The league's teams arrive in the inbox, as messages and sign-ups do: the inbox writes them (a
 * pupil's proposal, the teacher's paste, the approval, the year's close emptying them); the
 * competitions read the approved ones for the league's pages.
 */

/**
 * Saves a league team; a name already used in the same sport (any case or spacing) is refused.
 * Unless the teacher turned approval off, the team waits for approval before it is listed.
 */
export async function addLeagueTeam(
  db: Database,
  team: { name: string; captain: string; sport: LeagueSport; members: string[] },
): Promise<{ awaitingApproval: boolean }> {
  const { approvePublicNames } = await getModerationSettings(db);
  // A name already used in the sport breaks a unique index: the form's pipeline words it.
  await db.insert(leagueTeams).values({ ...team, approvedAt: approvePublicNames ? null : new Date() });
  return { awaitingApproval: approvePublicNames };
}

/**
 * League teams pasted by the teacher, added approved in one write. Names the sport
 * already has (any case or spacing) refuse the whole paste, naming them; two pastes at once
 * cannot both add a name (the unique index), so a late one is refused too.
 */
export async function addPastedLeagueTeams(
  db: Database,
  sport: LeagueSport,
  rows: readonly { name: string; captain: string; members: string[] }[],
): Promise<number> {
  const key = (name: string) => name.trim().toLocaleLowerCase("es");
  const refuse = (names: string[]) =>
    new Refusal("league-team-taken", { params: { sport, names: names.map((name) => `«${name}»`).join(", ") } });
  const existing = await db
    .select({ name: leagueTeams.name })
    .from(leagueTeams)
    .where(
      and(
        eq(leagueTeams.sport, sport),
        inArray(
          sql`lower(btrim(${leagueTeams.name}))`,
          rows.map((r) => key(r.name)),
        ),
      ),
    );
  if (existing.length > 0) throw refuse(existing.map((t) => t.name));
  // A paste at the same moment may have taken a name since: the unique index leaves that row out.
  const inserted = await db
    .insert(leagueTeams)
    .values(rows.map((row) => ({ ...row, sport, approvedAt: new Date(), readAt: new Date() })))
    .onConflictDoNothing()
    .returning({ name: leagueTeams.name });
  const added = new Set(inserted.map((i) => key(i.name)));
  if (added.size < rows.length) throw refuse(rows.filter((r) => !added.has(key(r.name))).map((r) => r.name));
  return inserted.length;
}

/** Holds the league's teams for the year's close: a proposal sent meanwhile waits for it. */
export async function holdLeagueTeamsForYearClose(db: Database) {
  await db.execute(sql`lock table ${leagueTeams} in share row exclusive mode`);
}

/** A new school year's league starts with no teams (they enrol again). */
export async function emptyLeagueTeams(db: Database) {
  await db.delete(leagueTeams);
}
