import { decidedScoreText } from "~/competitions/copy/decided-scores";
import { and, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { competitions, tournamentMatches, tournamentTeams } from "../../../db/schema";
import { teamViewPath } from "~/competitions/domain/championships";
import { getSiteSettings } from "~/platform/server/site-settings.server";
import { type HubAddresses, siteAddresses } from "~/platform/domain/site-settings";
import type { Database } from "~/platform/server/db.server";
import { movedMessage, newMatchMessage, type PushAudience, reminderMessage, resultMessage } from "~/push";
import { recordPushEvent } from "~/push/index.server";

/**
 * What phones following a team hear of its matches: the result saved, a change of day or
 * court, and the day before. Recorded with the change, in its transaction; sent afterwards. The
 * words are the public page's: the competition's and the teams' names, never a pupil's.
 */

const team1 = alias(tournamentTeams, "team1");
const team2 = alias(tournamentTeams, "team2");

async function matchFacts(db: Database, where: SQL | undefined) {
  const hubs = siteAddresses(await getSiteSettings(db));
  const rows = await db
    .select({
      id: tournamentMatches.id,
      slug: competitions.slug,
      tournament: competitions.tournament,
      competition: competitions.name,
      team1Id: tournamentMatches.team1Id,
      team2Id: tournamentMatches.team2Id,
      team1: team1.name,
      team2: team2.name,
      score1: tournamentMatches.team1Score,
      score2: tournamentMatches.team2Score,
      penalties1: tournamentMatches.team1Penalties,
      penalties2: tournamentMatches.team2Penalties,
      sport: competitions.sport,
      day: tournamentMatches.day,
      time: tournamentMatches.time,
      location: tournamentMatches.location,
      status: tournamentMatches.status,
    })
    .from(tournamentMatches)
    .innerJoin(competitions, eq(competitions.slug, tournamentMatches.competitionSlug))
    .innerJoin(team1, eq(team1.id, tournamentMatches.team1Id))
    .innerJoin(team2, eq(team2.id, tournamentMatches.team2Id))
    .where(where);
  return rows.map((row) => {
    const audience: PushAudience[] = [row.team1Id, row.team2Id].map((id) => ({
      kind: "team",
      target: String(id),
      url: teamViewPath(row, hubs, id),
    }));
    return { ...row, audience };
  });
}

/** A result saved (or corrected: the phone's earlier notice of it is replaced). */
export async function noticeMatchResult(db: Database, matchId: number): Promise<void> {
  const [match] = await matchFacts(db, eq(tournamentMatches.id, matchId));
  if (!match || match.score1 === null || match.score2 === null) return;
  await recordPushEvent(db, {
    message: {
      ...resultMessage({
        ...match,
        score1: match.score1,
        score2: match.score2,
        decided:
          match.penalties1 !== null && match.penalties2 !== null
            ? decidedScoreText(match.sport, match.penalties1, match.penalties2)
            : null,
      }),
      tag: `resultado-${match.id}`,
    },
    audience: match.audience,
  });
}

/**
 * A match a followed team did not have: added by hand, or made by the knockout when its two teams
 * are known (the draw is when a family most wants to know). Once per match.
 */
export async function noticeNewMatch(db: Database, matchId: number): Promise<void> {
  const [match] = await matchFacts(db, eq(tournamentMatches.id, matchId));
  if (!match || match.status === "played") return;
  await recordPushEvent(db, {
    key: `nuevo-partido:${match.id}`,
    message: { ...newMatchMessage(match), tag: `partido-${match.id}` },
    audience: match.audience,
  });
}

/** A pending match's day, time or court changed. */
export async function noticeMatchMoved(db: Database, matchId: number): Promise<void> {
  const [match] = await matchFacts(db, eq(tournamentMatches.id, matchId));
  if (!match || match.status === "played") return;
  await recordPushEvent(db, {
    message: { ...movedMessage(match), tag: `partido-${match.id}` },
    audience: match.audience,
  });
}

/**
 * Tomorrow's matches (`day`), each told once to its teams' followers: the event's key is the
 * match and the day, so the rounds after the hour record nothing new, and a match moved to another
 * day is announced again the day before that one.
 */
export async function queueMatchReminders(db: Database, day: string): Promise<void> {
  const matches = await matchFacts(db, and(eq(tournamentMatches.day, day), eq(tournamentMatches.status, "pending")));
  for (const match of matches) {
    await recordPushEvent(db, {
      key: `recordatorio:${match.id}:${day}`,
      message: { ...reminderMessage(match), tag: `partido-${match.id}` },
      audience: match.audience,
    });
  }
}

/** A team a phone asks to follow: its name and where its own view is, or null when it is gone. */
export async function teamToFollow(db: Database, id: number, hubs: HubAddresses) {
  const [team] = await db
    .select({
      name: tournamentTeams.name,
      competition: competitions.name,
      slug: competitions.slug,
      tournament: competitions.tournament,
    })
    .from(tournamentTeams)
    .innerJoin(competitions, eq(competitions.slug, tournamentTeams.competitionSlug))
    .where(eq(tournamentTeams.id, id));
  if (!team) return null;
  return {
    label: `${team.name} · ${team.competition}`,
    url: teamViewPath(team, hubs, id),
  };
}
