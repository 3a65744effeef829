import { and, asc, eq, isNotNull } from "drizzle-orm";
import { competitionGroups, competitions, leagueTeams, tournamentTeams } from "../../../db/schema";
import { colourForPosition, LEAGUE_SPORTS, type LeagueSport } from "~/competitions/domain/championships";
import { slugFromName } from "~/platform/domain/slugs";
import type { ScheduleOptions } from "~/competitions/domain/fixtures";
import type { SportKind } from "~/competitions/domain/championships";
import { Refusal } from "~/platform/domain/refusals";
import { getSiteSettings } from "~/platform/server/site-settings.server";
import type { Database } from "~/platform/server/db.server";
import { generateGroupFixtures } from "./scheduling.server";

/** The name (and so the URL) of the league's competition of a sport: "Fernando III League · Baloncesto". */
const leagueCompetitionName = (league: string, sport: LeagueSport) => `${league} · ${sport}`;

/** The league's sports as the competitions' sports (their scoring rules and table columns). */
const LEAGUE_SPORT_KINDS: Record<LeagueSport, SportKind> = { "Fútbol Sala": "futbol", Baloncesto: "baloncesto" };

/**
 * The league on the competitions' machinery: one competition a sport, in
 * the league's pages, with one table of the sport's approved enrolled teams and its round robin
 * generated on school days. Returns its slug and how many teams and matches it has.
 */
export async function createLeagueCompetition(
  db: Database,
  options: { sport: LeagueSport; homeAndAway: boolean } & Required<Pick<ScheduleOptions, "start" | "time" | "courts">>,
) {
  const teams = await db
    .select({ name: leagueTeams.name })
    .from(leagueTeams)
    .where(and(eq(leagueTeams.sport, options.sport), isNotNull(leagueTeams.approvedAt)))
    .orderBy(asc(leagueTeams.createdAt), asc(leagueTeams.id));
  if (teams.length < 2) throw new Refusal("league-too-small", { params: { sport: options.sport } });
  // The league's name is the teacher's («Ajustes»).
  const name = leagueCompetitionName((await getSiteSettings(db)).leagueName, options.sport);
  const slug = slugFromName(name);
  const inserted = await db
    .insert(competitions)
    .values({
      slug,
      name,
      sport: LEAGUE_SPORT_KINDS[options.sport],
      tournament: "liga",
      category: "mixto",
      position: 0,
      colour: colourForPosition(LEAGUE_SPORTS.indexOf(options.sport)),
    })
    .onConflictDoNothing()
    .returning({ slug: competitions.slug });
  if (inserted.length === 0) throw new Refusal("league-exists", { params: { sport: options.sport } });
  const [group] = await db
    .insert(competitionGroups)
    .values({ competitionSlug: slug, code: "L", label: "Clasificación" })
    .returning({ id: competitionGroups.id });
  await db
    .insert(tournamentTeams)
    .values(teams.map((team, position) => ({ competitionSlug: slug, groupId: group!.id, name: team.name, position })));
  const matches = await generateGroupFixtures(db, slug, { ...options, groupId: group!.id });
  return { slug, teams: teams.length, matches };
}
