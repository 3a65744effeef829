import { and, asc, eq } from "drizzle-orm";
import { competitionGroups, competitions } from "../../../db/schema";
import { computeStandings, type StandingRow } from "~/competitions/domain/standings";
import type { Tournament } from "~/competitions/domain/championships";
import { sportVariant } from "~/competitions/domain/sport-setup";
import { courtsInUse, spanishMatchDay } from "~/competitions/domain/fixtures";
import type { CompetitionEditorData, CompetitionPageData } from "~/competitions/domain/competition-page";
import type { Database } from "~/platform/server/db.server";
import { knockoutView, loadCompetitionRows, matchView, standingsRulesOf } from "./stored-competition.server";
import { orderFollowedMatches } from "~/competitions/domain/competition-page";

/** Reading a competition: its public page, the list of them, and the panel's editing view. */

type CompetitionGroup = {
  id: number | null;
  code: string;
  label: string;
  shownSeparately: boolean;
  standings: StandingRow[];
};

/**
 * Everything a competition page shows: its tables (computed from saved results) and fixtures. With
 * `team` (the `?equipo=` of "Sigue a tu equipo"), only that team's fixtures, and `followed` says
 * which team it is (null when `team` names none of this competition's).
 */
export async function getCompetitionPage(
  db: Database,
  slug: string,
  { team: followedId = null, tournament }: { team?: string | null; tournament?: Tournament } = {},
) {
  const rows = await loadCompetitionRows(db, slug);
  // A league competition has no page under the tournament's path, nor the other way round.
  if (!rows || (tournament && rows.competition.tournament !== tournament)) return null;
  const { competition, groups, teams, matches, knockout, knockoutMatchIds, knockoutRounds } = rows;
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  // The knockout's matches count for no group's table.
  const standingsMatches = matches
    .filter((m) => !knockoutMatchIds.has(m.id))
    .map((m) => ({ team1Id: m.team1Id, team2Id: m.team2Id, team1Score: m.team1Score, team2Score: m.team2Score }));
  const rules = standingsRulesOf(competition);
  const tableFor = (groupId: number | null) =>
    computeStandings(
      teams
        .filter((team) => team.groupId === groupId)
        .map((team) => ({ id: team.id, name: team.name, course: team.course })),
      standingsMatches,
      rules,
    );
  const tables: CompetitionGroup[] = groups.map((group) => ({
    id: group.id,
    code: group.code,
    label: group.label,
    shownSeparately: group.shownSeparately,
    standings: tableFor(group.id),
  }));
  // Teams without a group (if the teacher adds one) still get a table.
  if (teams.some((team) => team.groupId === null))
    tables.push({ id: null, code: "-", label: "Clasificación", shownSeparately: false, standings: tableFor(null) });

  const followedRow = followedId
    ? tables.flatMap((group) => group.standings).find((row) => String(row.id) === followedId)
    : undefined;
  const views = matches.map((m) => matchView(m, teamName, knockoutRounds));
  // A followed team's matches: its next one first, then the rest to play, then the played ones newest first.
  const followedMatches = followedRow
    ? orderFollowedMatches(
        views.filter((_, i) => matches[i]!.team1Id === followedRow.id || matches[i]!.team2Id === followedRow.id),
      )
    : null;
  return {
    competition: {
      slug: competition.slug,
      name: competition.name,
      sport: competition.sport,
      position: competition.position,
      tournament: competition.tournament,
      colour: competition.colour,
      /** What its rules are written from (the loader turns it into their lines). */
      setup: {
        sport: competition.sport,
        variant: sportVariant(competition.sport, competition.variant),
        points: rules.points,
        format: competition.format,
        ownRules: competition.ownRules,
      },
    },
    groups: tables,
    followed: followedRow ? { id: followedRow.id, name: followedRow.name } : null,
    nextMatchId: followedMatches?.nextId ?? null,
    matches: followedMatches?.matches ?? views,
    knockout: knockoutView(knockout, teamName),
  };
}

/** Every competition, in the tournament page's order (the database says which exist). */
export async function listCompetitions(db: Database, tournament?: Tournament) {
  return db
    .select({
      slug: competitions.slug,
      name: competitions.name,
      sport: competitions.sport,
      position: competitions.position,
      tournament: competitions.tournament,
      colour: competitions.colour,
    })
    .from(competitions)
    .where(tournament ? eq(competitions.tournament, tournament) : undefined)
    .orderBy(asc(competitions.position), asc(competitions.slug));
}

/** The tournament's competitions with their groups (where an approved enrolment's team goes). */
export async function listCompetitionGroups(db: Database) {
  const [rows, groups] = await Promise.all([
    listCompetitions(db, "torneo"),
    db
      .select({ id: competitionGroups.id, slug: competitionGroups.competitionSlug, label: competitionGroups.label })
      .from(competitionGroups)
      .orderBy(asc(competitionGroups.position), asc(competitionGroups.id)),
  ]);
  return rows.map((c) => ({
    slug: c.slug,
    name: c.name,
    groups: groups.filter((g) => g.slug === c.slug).map((g) => ({ id: g.id, label: g.label })),
  }));
}

/** A competition's sport and name, if it exists (and, when said, belongs to that tournament: its page's path). */
export async function getCompetitionSport(db: Database, slug: string, tournament?: Tournament) {
  const [row] = await db
    .select({ sport: competitions.sport, name: competitions.name })
    .from(competitions)
    .where(and(eq(competitions.slug, slug), tournament ? eq(competitions.tournament, tournament) : undefined));
  return row ?? null;
}

/** Everything the tournaments editor lists for one competition: groups, teams and fixtures as stored. */
export async function getTournamentForEditing(db: Database, slug: string): Promise<CompetitionEditorData | null> {
  const rows = await loadCompetitionRows(db, slug);
  if (!rows) return null;
  const { competition, groups, teams, matches, knockout, knockoutMatchIds } = rows;
  return {
    competition: {
      slug: competition.slug,
      name: competition.name,
      sport: competition.sport,
      category: competition.category,
      format: competition.format,
      tournament: competition.tournament,
      position: competition.position,
    },
    knockout: knockoutView(knockout, new Map(teams.map((t) => [t.id, t.name]))),
    rules: { ...standingsRulesOf(competition), variant: competition.variant, ownRules: competition.ownRules },
    groups: groups.map((g) => ({ id: g.id, code: g.code, label: g.label, shownSeparately: g.shownSeparately })),
    teams: teams.map((t) => ({ id: t.id, name: t.name, course: t.course, groupId: t.groupId })),
    courts: courtsInUse(matches.filter((m) => !knockoutMatchIds.has(m.id)).map((m) => m.location)),
    matches: matches.map((m) => ({
      id: m.id,
      groupId: m.groupId,
      team1Id: m.team1Id,
      team2Id: m.team2Id,
      team1Score: m.team1Score,
      team2Score: m.team2Score,
      penalties:
        m.team1Penalties !== null && m.team2Penalties !== null
          ? { team1: m.team1Penalties, team2: m.team2Penalties }
          : null,
      knockout: knockoutMatchIds.has(m.id),
      date: m.day ? spanishMatchDay(m.day) : m.date,
      day: m.day,
      time: m.time,
      played: m.status === "played",
    })),
  };
}

/** The year's part of a closed year's archive: every competition's page as it stands. */
export async function competitionsForArchive(db: Database): Promise<CompetitionPageData[]> {
  const pages = await Promise.all((await listCompetitions(db)).map((c) => getCompetitionPage(db, c.slug)));
  return pages.flatMap((page) =>
    page
      ? [{ competition: page.competition, groups: page.groups, matches: page.matches, knockout: page.knockout }]
      : [],
  );
}
