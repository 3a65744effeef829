import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { tournamentMatches, tournamentTeams } from "../../../db/schema";
import {
  courtName,
  roundRobin,
  ScheduleError,
  type ScheduleOptions,
  scheduleRounds,
  spanishMatchDay,
} from "~/competitions/domain/fixtures";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { isKnockoutMatch } from "./knockout-stage.server";
import { lockCompetition } from "./lock.server";
import { noticeMatchMoved, noticeNewMatch } from "./match-notices.server";
import { listNonSchoolDays } from "./school-calendar.server";
import { groupOf, inCompetition, nextPosition, teamsOf } from "./competition-scope.server";

/** Scheduling a competition's matches: adding one, generating a group's, moving, swapping, removing. */

/** A match's day as stored: the date, and how it is shown (its Spanish long form, or «Por determinar»). */
export const matchDayColumns = (day: string | null) => ({ day, date: day ? spanishMatchDay(day) : UNDECIDED_DAY });
const UNDECIDED_DAY = "Por determinar";

export async function addMatch(
  db: Database,
  slug: string,
  match: { team1Id: number; team2Id: number; day: string | null; time: string | null; groupId: number | null },
) {
  await lockCompetition(db, slug);
  const names = await teamsOf(db, slug, [match.team1Id, match.team2Id]);
  const groupId = await groupOf(db, slug, match.groupId);
  const { day, ...rest } = match;
  const [added] = await db
    .insert(tournamentMatches)
    .values({
      competitionSlug: slug,
      ...rest,
      ...matchDayColumns(day),
      groupId,
      position: await nextPosition(db, tournamentMatches, slug),
    })
    .returning({ id: tournamentMatches.id });
  await noticeNewMatch(db, added!.id);
  return names;
}

/**
 * Generates a group's fixtures: a round robin of its teams laid out on school days
 * (app/competitions/domain/fixtures.ts), replacing the group's matches. Only before the group's first result:
 * afterwards single matches are moved or changed one by one. Returns how many were made.
 */
export async function generateGroupFixtures(
  db: Database,
  slug: string,
  options: { groupId: number; homeAndAway: boolean } & Required<Pick<ScheduleOptions, "start" | "time" | "courts">>,
) {
  await lockCompetition(db, slug);
  const groupId = await groupOf(db, slug, options.groupId);
  const teams = await db
    .select({ id: tournamentTeams.id })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.competitionSlug, slug), eq(tournamentTeams.groupId, options.groupId)))
    .orderBy(asc(tournamentTeams.position), asc(tournamentTeams.id));
  if (teams.length < 2) throw new Refusal("group-too-small", { field: "groupId" });
  const [played] = await db
    .select({ id: tournamentMatches.id })
    .from(tournamentMatches)
    .where(
      and(
        eq(tournamentMatches.competitionSlug, slug),
        eq(tournamentMatches.groupId, options.groupId),
        eq(tournamentMatches.status, "played"),
      ),
    )
    .limit(1);
  if (played) throw new Refusal("group-has-results", { field: "groupId" });
  // The competition's other matches at that time keep their courts (another group generated before).
  const others = await db
    .select({ day: tournamentMatches.day, n: sql<number>`count(*)::int` })
    .from(tournamentMatches)
    .where(
      and(
        eq(tournamentMatches.competitionSlug, slug),
        sql`${tournamentMatches.groupId} is distinct from ${options.groupId}`,
        eq(tournamentMatches.time, options.time),
        isNotNull(tournamentMatches.day),
      ),
    )
    .groupBy(tournamentMatches.day);
  const takenCourts = new Map(others.map((row) => [row.day!, Number(row.n)]));
  let scheduled;
  try {
    scheduled = scheduleRounds(
      roundRobin(
        teams.map((t) => t.id),
        { homeAndAway: options.homeAndAway },
      ),
      {
        ...options,
        takenCourts,
        // The school's calendar (/admin/calendario); national holidays are skipped by the schedule itself.
        nonSchoolDays: (await listNonSchoolDays(db)).map((d) => d.day),
      },
    );
  } catch (error) {
    if (error instanceof ScheduleError) throw new Refusal("schedule-impossible", { params: { reason: error.message } });
    throw error;
  }
  await db
    .delete(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, slug), eq(tournamentMatches.groupId, options.groupId)));
  const first = await nextPosition(db, tournamentMatches, slug);
  await db.insert(tournamentMatches).values(
    scheduled.map((match, index) => ({
      competitionSlug: slug,
      groupId,
      team1Id: match.home,
      team2Id: match.away,
      ...matchDayColumns(match.date),
      time: match.time,
      location: options.courts > 1 ? courtName(match.court) : null,
      position: first + index,
    })),
  );
  return scheduled.length;
}

export async function rescheduleMatch(
  db: Database,
  slug: string,
  id: number,
  when: { day: string | null; time: string | null },
) {
  await lockCompetition(db, slug);
  const [before] = await db
    .select({ day: tournamentMatches.day, time: tournamentMatches.time })
    .from(tournamentMatches)
    .where(inCompetition(tournamentMatches, slug, id));
  const [row] = await db
    .update(tournamentMatches)
    .set({ ...matchDayColumns(when.day), time: when.time, updatedAt: sql`now()` })
    .where(inCompetition(tournamentMatches, slug, id))
    .returning({ id: tournamentMatches.id });
  // Its teams' followers hear of a new day or time; the same one saved again says nothing.
  if (row && before && (before.day !== when.day || before.time !== when.time)) await noticeMatchMoved(db, row.id);
  return row?.id ?? null;
}

/**
 * Swaps the day, time and place of two pending matches of a competition (a team cannot come that
 * day: its match changes places with another). Returns both ids, or null when one is gone.
 */
export async function swapMatches(db: Database, slug: string, firstId: number, secondId: number) {
  await lockCompetition(db, slug);
  if (firstId === secondId) throw new Refusal("same-match");
  const rows = await db
    .select({
      id: tournamentMatches.id,
      day: tournamentMatches.day,
      date: tournamentMatches.date,
      time: tournamentMatches.time,
      location: tournamentMatches.location,
      status: tournamentMatches.status,
    })
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, slug), sql`${tournamentMatches.id} in (${firstId}, ${secondId})`))
    .for("update");
  const first = rows.find((r) => r.id === firstId);
  const second = rows.find((r) => r.id === secondId);
  if (!first || !second) return null;
  if (first.status === "played" || second.status === "played") throw new Refusal("match-played");
  const whenOf = ({ day, date, time, location }: typeof first) => ({
    day,
    date,
    time,
    location,
    updatedAt: sql`now()`,
  });
  await db.update(tournamentMatches).set(whenOf(second)).where(eq(tournamentMatches.id, first.id));
  await db.update(tournamentMatches).set(whenOf(first)).where(eq(tournamentMatches.id, second.id));
  await noticeMatchMoved(db, first.id);
  await noticeMatchMoved(db, second.id);
  return [first.id, second.id] as const;
}

export async function deleteMatch(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  if (await isKnockoutMatch(db, id)) throw new Refusal("knockout-match");
  const [row] = await db
    .delete(tournamentMatches)
    .where(inCompetition(tournamentMatches, slug, id))
    .returning({ id: tournamentMatches.id });
  return row?.id ?? null;
}
