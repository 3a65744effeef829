import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { competitionGroups, competitions, leagueTeams, matchResultChanges, nonSchoolDays, tournamentMatches, tournamentTeams } from "../../db/schema";
import { computeStandings, type StandingRow, type StandingsRules, TIE_BREAKS, type TieBreak } from "~/domain/standings";
import { type CompetitionCategory, type CompetitionFormat, type LeagueSport, slugFromName, type Tournament } from "~/domain/championships";
import { LEAGUE_COPY } from "~/content/championships";
import { championOf, decodeSlot, KnockoutError, planKnockout, seedKnockout } from "~/domain/knockout";
import { type ClosedDay, roundRobin, ScheduleError, type ScheduleOptions, scheduleRounds, spanishMatchDay } from "~/domain/fixtures";
import { type SportKind, validateKnockoutResult, validateMatchResult } from "~/domain/match-result";
import type { BracketTie, CompetitionMatch } from "~/domain/competition-page";
import { AdminActionError } from "./admin-action.server";
import type { Database } from "./db.server";
import { lockCompetition } from "./competition-lock.server";
import { advanceKnockout, isKnockoutMatch, loadKnockout, resolveStoredKnockout, saveDrawnKnockout, type StoredTie } from "./knockout.server";

export type { BracketTie, CompetitionMatch } from "~/domain/competition-page";

type CompetitionGroup = { id: number | null; code: string; label: string; shownSeparately: boolean; standings: StandingRow[] };

/** The table's rules a competition keeps (points, tie-breaks in order). */
function standingsRulesOf(competition: typeof competitions.$inferSelect): StandingsRules {
  return {
    points: { win: competition.pointsWin, draw: competition.pointsDraw, loss: competition.pointsLoss },
    tieBreaks: competition.tieBreaks.filter((t): t is TieBreak => (TIE_BREAKS as readonly string[]).includes(t)),
  };
}

/** A competition's stored rows, each list in its display order; null when there is no such competition. */
async function loadCompetitionRows(db: Database, slug: string) {
  const [competition] = await db.select().from(competitions).where(eq(competitions.slug, slug));
  if (!competition) return null;
  const [groups, teams, matches, knockout] = await Promise.all([
    db.select().from(competitionGroups).where(eq(competitionGroups.competitionSlug, slug)).orderBy(asc(competitionGroups.position), asc(competitionGroups.id)),
    db.select().from(tournamentTeams).where(eq(tournamentTeams.competitionSlug, slug)).orderBy(asc(tournamentTeams.position), asc(tournamentTeams.id)),
    // In the order they are played: by day (those without one last), then as the teacher listed them.
    db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.competitionSlug, slug))
      .orderBy(sql`${tournamentMatches.day} asc nulls last`, asc(tournamentMatches.position), asc(tournamentMatches.id)),
    loadKnockout(db, slug),
  ]);
  const knockoutMatchIds = new Set(knockout.flatMap((t) => (t.matchId === null ? [] : [t.matchId])));
  return { competition, groups, teams, matches, knockout, knockoutMatchIds };
}

type MatchRow = typeof tournamentMatches.$inferSelect;

/** The knockout stage for the page and the panel: ties with their teams (or their origin) and the champion. */
function knockoutView(stored: StoredTie[], teamName: ReadonlyMap<number, string>) {
  if (stored.length === 0) return null;
  const resolved = resolveStoredKnockout(stored);
  const labels = new Map(stored.map((t) => [t.code, t.label]));
  const origin = (slotText: string) => {
    const slot = decodeSlot(slotText);
    if (!slot || "team" in slot) return null;
    return "winnerOf" in slot ? { winner: true, of: labels.get(slot.winnerOf) ?? slot.winnerOf } : { winner: false, of: labels.get(slot.loserOf) ?? slot.loserOf };
  };
  const name = (id: number | null) => (id === null ? null : (teamName.get(id) ?? null));
  const ties = resolved.map(
    (tie, i): BracketTie => ({
      code: tie.id,
      round: tie.round,
      label: tie.label,
      home: name(tie.home),
      away: name(tie.away),
      homeFrom: tie.home === null ? origin(stored[i]!.homeSlot) : null,
      awayFrom: tie.away === null ? origin(stored[i]!.awaySlot) : null,
      date: spanishMatchDay(stored[i]!.day),
      time: stored[i]!.time,
      location: stored[i]!.location,
      matchId: stored[i]!.matchId,
      winner: name(tie.winner),
    }),
  );
  return { ties, champion: name(championOf(resolved)) };
}

/** A stored match as the page and its dialog show it. */
function matchView(m: MatchRow, teamName: ReadonlyMap<number, string>, knockoutMatchIds: ReadonlySet<number>): CompetitionMatch {
  return {
    id: m.id,
    groupId: m.groupId,
    team1: teamName.get(m.team1Id) ?? "",
    team2: teamName.get(m.team2Id) ?? "",
    team1Score: m.team1Score,
    team2Score: m.team2Score,
    date: m.day ? spanishMatchDay(m.day) : m.date,
    day: m.day,
    time: m.time,
    location: m.location,
    played: m.status === "played",
    penalties: m.team1Penalties !== null && m.team2Penalties !== null ? { team1: m.team1Penalties, team2: m.team2Penalties } : null,
    knockout: knockoutMatchIds.has(m.id),
  };
}

/**
 * Everything a competition page shows: its tables (computed from saved results) and fixtures. With
 * `team` (the `?equipo=` of "Sigue a tu equipo"), only that team's fixtures, and `followed` says
 * which team it is (null when `team` names none of this competition's).
 */
export async function getCompetitionPage(db: Database, slug: string, { team: followedId = null, tournament }: { team?: string | null; tournament?: Tournament } = {}) {
  const rows = await loadCompetitionRows(db, slug);
  // A league competition has no page under the Mantecup's path, nor the other way round.
  if (!rows || (tournament && rows.competition.tournament !== tournament)) return null;
  const { competition, groups, teams, matches, knockout, knockoutMatchIds } = rows;
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  // The knockout's matches count for no group's table.
  const standingsMatches = matches
    .filter((m) => !knockoutMatchIds.has(m.id))
    .map((m) => ({ team1Id: m.team1Id, team2Id: m.team2Id, team1Score: m.team1Score, team2Score: m.team2Score }));
  const rules = standingsRulesOf(competition);
  const tableFor = (groupId: number | null) =>
    computeStandings(
      teams.filter((team) => team.groupId === groupId).map((team) => ({ id: team.id, name: team.name, course: team.course })),
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
  if (teams.some((team) => team.groupId === null)) tables.push({ id: null, code: "-", label: "Clasificación", shownSeparately: false, standings: tableFor(null) });

  const followedRow = followedId ? tables.flatMap((group) => group.standings).find((row) => String(row.id) === followedId) : undefined;
  const shown = followedRow ? matches.filter((m) => m.team1Id === followedRow.id || m.team2Id === followedRow.id) : matches;
  return {
    competition: { slug: competition.slug, name: competition.name, sport: competition.sport, position: competition.position, tournament: competition.tournament },
    groups: tables,
    followed: followedRow ? { id: followedRow.id, name: followedRow.name } : null,
    matches: shown.map((m) => matchView(m, teamName, knockoutMatchIds)),
    knockout: knockoutView(knockout, teamName),
  };
}

/** Every competition, in the Mantecup page's order (the database says which exist). */
export async function listCompetitions(db: Database, tournament?: Tournament) {
  return db
    .select({ slug: competitions.slug, name: competitions.name, sport: competitions.sport, position: competitions.position, tournament: competitions.tournament })
    .from(competitions)
    .where(tournament ? eq(competitions.tournament, tournament) : undefined)
    .orderBy(asc(competitions.position), asc(competitions.slug));
}

/**
 * A new competition from the panel (issue 18): its URL from its name, last on the Mantecup page,
 * today's table rules until the teacher changes them. Returns its slug.
 */
export async function createCompetition(db: Database, competition: { name: string; sport: SportKind; category: CompetitionCategory | null; format: CompetitionFormat }) {
  const slug = slugFromName(competition.name);
  if (!slug) throw new AdminActionError("Escribe un nombre con letras o números.", 400);
  const [position] = await db.select({ n: sql<number>`coalesce(max(${competitions.position}), -1) + 1` }).from(competitions);
  const inserted = await db
    .insert(competitions)
    .values({ slug, ...competition, position: position?.n ?? 0 })
    .onConflictDoNothing()
    .returning({ slug: competitions.slug });
  if (inserted.length === 0) throw new AdminActionError("Ya hay una competición con ese nombre.", 409);
  return slug;
}

/** A competition's table rules: points for a win, a draw and a loss, and the tie-breaks in order. */
export async function saveCompetitionRules(db: Database, slug: string, rules: StandingsRules) {
  await lockCompetition(db, slug);
  const [row] = await db
    .update(competitions)
    .set({ pointsWin: rules.points.win, pointsDraw: rules.points.draw, pointsLoss: rules.points.loss, tieBreaks: [...rules.tieBreaks] })
    .where(eq(competitions.slug, slug))
    .returning({ slug: competitions.slug });
  return row?.slug ?? null;
}

/** The competition a panel request names, or the first one when it names none (or one that does not exist). */
export function pickCompetition<C extends { slug: string }>(all: readonly C[], requested: string | null): C | null {
  return all.find((c) => c.slug === requested) ?? all[0] ?? null;
}

/** A competition's sport and name, if it exists (and, when said, belongs to that tournament: its page's path). */
export async function getCompetitionSport(db: Database, slug: string, tournament?: Tournament) {
  const [row] = await db
    .select({ sport: competitions.sport, name: competitions.name })
    .from(competitions)
    .where(and(eq(competitions.slug, slug), tournament ? eq(competitions.tournament, tournament) : undefined));
  return row ?? null;
}

export class MatchNotFoundError extends Error {}

/**
 * Saves a result (first entry or correction) and logs it, in one transaction; the row is locked
 * so two organisers saving at once are applied one after the other, each logged with its old score.
 */
async function saveMatchResult(
  db: Database,
  input: {
    slug: string;
    matchId: number;
    team1Score: number;
    team2Score: number;
    penalties: { team1: number; team2: number } | null;
    changedBy: string;
    clientIp: string | null;
  },
) {
  return db.transaction(async (tx) => {
    await lockCompetition(tx, input.slug);
    const [match] = await tx
      .select({ team1Score: tournamentMatches.team1Score, team2Score: tournamentMatches.team2Score })
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.id, input.matchId), eq(tournamentMatches.competitionSlug, input.slug)))
      .for("update");
    if (!match) throw new MatchNotFoundError(`No existe el partido ${input.matchId} en ${input.slug}.`);
    await tx
      .update(tournamentMatches)
      .set({
        team1Score: input.team1Score,
        team2Score: input.team2Score,
        team1Penalties: input.penalties?.team1 ?? null,
        team2Penalties: input.penalties?.team2 ?? null,
        status: "played",
        updatedAt: sql`now()`,
      })
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
    // A knockout winner goes through at once (and a correction that would rewrite a played
    // later tie is refused: KnockoutConflictError rolls this back).
    await advanceKnockout(tx, input.slug);
    return { previous: match.team1Score === null ? null : { team1Score: match.team1Score, team2Score: match.team2Score } };
  });
}

/**
 * Checks typed scores against the sport's rules and saves them (saveMatchResult: row lock and
 * change log). The one way a result is entered, from the result dialog or the panel (both have
 * read the competition already, so its sport comes with the input).
 */
export async function recordMatchResult(
  db: Database,
  input: {
    slug: string;
    sport: SportKind;
    matchId: number;
    team1: string;
    team2: string;
    /** A knockout match's penalties (or extra point), needed after a draw; ignored elsewhere. */
    penalties1?: string;
    penalties2?: string;
    changedBy: string;
    clientIp: string | null;
  },
) {
  const knockout = await isKnockoutMatch(db, input.matchId);
  const check = knockout
    ? validateKnockoutResult(input.sport, input.team1, input.team2, input.penalties1, input.penalties2)
    : { ...validateMatchResult(input.sport, input.team1, input.team2), penalties: null };
  if (!check.ok) return check;
  await saveMatchResult(db, {
    slug: input.slug,
    matchId: input.matchId,
    team1Score: check.team1Score,
    team2Score: check.team2Score,
    penalties: check.penalties,
    changedBy: input.changedBy,
    clientIp: input.clientIp,
  });
  return check;
}

// ---------------------------------------------------------------------------------------------
// The tournaments editor of the panel (groups, teams, fixtures of one competition). Every change
// is scoped to its competition: an id of another one is "gone".
// ---------------------------------------------------------------------------------------------

/** Everything the tournaments editor lists for one competition: groups, teams and fixtures as stored. */
export async function getTournamentForEditing(db: Database, slug: string) {
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
    rules: standingsRulesOf(competition),
    groups: groups.map((g) => ({ id: g.id, code: g.code, label: g.label, shownSeparately: g.shownSeparately })),
    teams: teams.map((t) => ({ id: t.id, name: t.name, course: t.course, groupId: t.groupId })),
    matches: matches.map((m) => ({
      id: m.id,
      groupId: m.groupId,
      team1Id: m.team1Id,
      team2Id: m.team2Id,
      team1Score: m.team1Score,
      team2Score: m.team2Score,
      penalties: m.team1Penalties !== null && m.team2Penalties !== null ? { team1: m.team1Penalties, team2: m.team2Penalties } : null,
      knockout: knockoutMatchIds.has(m.id),
      date: m.day ? spanishMatchDay(m.day) : m.date,
      day: m.day,
      time: m.time,
      played: m.status === "played",
    })),
  };
}

/** A group id of this competition, or null for "no group"; anything else is refused. */
async function groupOf(db: Database, slug: string, groupId: number | null) {
  if (groupId === null) return null;
  const [group] = await db.select({ id: competitionGroups.id }).from(competitionGroups).where(and(eq(competitionGroups.id, groupId), eq(competitionGroups.competitionSlug, slug)));
  if (!group) throw new AdminActionError("Ese grupo no es de esta competición.", 400);
  return group.id;
}

async function teamsOf(db: Database, slug: string, ids: number[]) {
  const rows = await db.select({ id: tournamentTeams.id, name: tournamentTeams.name }).from(tournamentTeams).where(eq(tournamentTeams.competitionSlug, slug));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  if (ids.some((id) => !byId.has(id))) throw new AdminActionError("Ese equipo no es de esta competición.", 400);
  return ids.map((id) => byId.get(id)!);
}

/** The next position at the end of a list (new teams and fixtures go last). */
async function nextPosition(db: Database, table: typeof tournamentTeams | typeof tournamentMatches, slug: string) {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${table.position}), 0) + 1` }).from(table).where(eq(table.competitionSlug, slug));
  return row?.n ?? 1;
}

const inCompetition = <T extends typeof tournamentTeams | typeof tournamentMatches | typeof competitionGroups>(table: T, slug: string, id: number) =>
  and(eq(table.id, id), eq(table.competitionSlug, slug));

export async function addGroup(db: Database, slug: string, group: { code: string; label: string; shownSeparately: boolean }) {
  await lockCompetition(db, slug);
  await db.insert(competitionGroups).values({ competitionSlug: slug, ...group });
}

/** Each change below returns what names the row (for the audit log), or null when it is gone. */
export async function deleteGroup(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  const [row] = await db.delete(competitionGroups).where(inCompetition(competitionGroups, slug, id)).returning({ label: competitionGroups.label });
  return row?.label ?? null;
}

export async function addTeam(db: Database, slug: string, team: { name: string; course: string | null; groupId: number | null }) {
  await lockCompetition(db, slug);
  const groupId = await groupOf(db, slug, team.groupId);
  await db.insert(tournamentTeams).values({ competitionSlug: slug, ...team, groupId, position: await nextPosition(db, tournamentTeams, slug) });
}

export async function updateTeam(db: Database, slug: string, id: number, team: { name: string; course: string | null; groupId: number | null }) {
  await lockCompetition(db, slug);
  const groupId = await groupOf(db, slug, team.groupId);
  const [row] = await db.update(tournamentTeams).set({ ...team, groupId }).where(inCompetition(tournamentTeams, slug, id)).returning({ name: tournamentTeams.name });
  return row?.name ?? null;
}

export async function deleteTeam(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  const [row] = await db.delete(tournamentTeams).where(inCompetition(tournamentTeams, slug, id)).returning({ name: tournamentTeams.name });
  return row?.name ?? null;
}

/** Adds a fixture between two teams of this competition; returns their names. */
/** A match's day as stored: the date, and how it is shown (its Spanish long form, or «Por determinar»). */
export const matchDayColumns = (day: string | null) => ({ day, date: day ? spanishMatchDay(day) : UNDECIDED_DAY });
const UNDECIDED_DAY = "Por determinar";

export async function addMatch(db: Database, slug: string, match: { team1Id: number; team2Id: number; day: string | null; time: string | null; groupId: number | null }) {
  await lockCompetition(db, slug);
  const names = await teamsOf(db, slug, [match.team1Id, match.team2Id]);
  const groupId = await groupOf(db, slug, match.groupId);
  const { day, ...rest } = match;
  await db.insert(tournamentMatches).values({ competitionSlug: slug, ...rest, ...matchDayColumns(day), groupId, position: await nextPosition(db, tournamentMatches, slug) });
  return names;
}

/**
 * Generates a group's fixtures (issue 18): a round robin of its teams laid out on school days
 * (app/domain/fixtures.ts), replacing the group's matches. Only before the group's first result:
 * afterwards single matches are moved or changed one by one. Returns how many were made.
 */
export async function generateGroupFixtures(
  db: Database,
  slug: string,
  options: { groupId: number; homeAndAway: boolean } & Required<Pick<ScheduleOptions, "start" | "time" | "courts">> & { nonSchoolDays: ClosedDay[] },
) {
  await lockCompetition(db, slug);
  const groupId = await groupOf(db, slug, options.groupId);
  const teams = await db
    .select({ id: tournamentTeams.id })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.competitionSlug, slug), eq(tournamentTeams.groupId, options.groupId)))
    .orderBy(asc(tournamentTeams.position), asc(tournamentTeams.id));
  if (teams.length < 2) throw new AdminActionError("El grupo necesita al menos dos equipos.", 400);
  const [played] = await db
    .select({ id: tournamentMatches.id })
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, slug), eq(tournamentMatches.groupId, options.groupId), eq(tournamentMatches.status, "played")))
    .limit(1);
  if (played) throw new AdminActionError("Este grupo ya tiene resultados: cambia o mueve sus partidos uno a uno.", 409);
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
    scheduled = scheduleRounds(roundRobin(teams.map((t) => t.id), { homeAndAway: options.homeAndAway }), {
      ...options,
      takenCourts,
      nonSchoolDays: options.nonSchoolDays.map((d) => d.day),
    });
  } catch (error) {
    if (error instanceof ScheduleError) throw new AdminActionError(error.message, 400);
    throw error;
  }
  // The list of closed days is the teacher's: kept for the next generation (of any competition).
  await db.delete(nonSchoolDays);
  if (options.nonSchoolDays.length > 0) await db.insert(nonSchoolDays).values(options.nonSchoolDays);
  await db.delete(tournamentMatches).where(and(eq(tournamentMatches.competitionSlug, slug), eq(tournamentMatches.groupId, options.groupId)));
  const first = await nextPosition(db, tournamentMatches, slug);
  await db.insert(tournamentMatches).values(
    scheduled.map((match, index) => ({
      competitionSlug: slug,
      groupId,
      team1Id: match.home,
      team2Id: match.away,
      ...matchDayColumns(match.date),
      time: match.time,
      location: options.courts > 1 ? `Pista ${match.court}` : null,
      position: first + index,
    })),
  );
  return scheduled.length;
}

/** The days without school the teacher keeps, in date order. */
export async function listNonSchoolDays(db: Database): Promise<ClosedDay[]> {
  return db.select({ day: nonSchoolDays.day, note: nonSchoolDays.note }).from(nonSchoolDays).orderBy(asc(nonSchoolDays.day));
}

export async function rescheduleMatch(db: Database, slug: string, id: number, when: { day: string | null; time: string | null }) {
  await lockCompetition(db, slug);
  const [row] = await db
    .update(tournamentMatches)
    .set({ ...matchDayColumns(when.day), time: when.time, updatedAt: sql`now()` }).where(inCompetition(tournamentMatches, slug, id)).returning({ id: tournamentMatches.id });
  return row?.id ?? null;
}

/**
 * Swaps the day, time and place of two pending matches of a competition (a team cannot come that
 * day: its match changes places with another). Returns both ids, or null when one is gone.
 */
export async function swapMatches(db: Database, slug: string, firstId: number, secondId: number) {
  await lockCompetition(db, slug);
  if (firstId === secondId) throw new AdminActionError("Elige dos partidos distintos.", 400);
  const rows = await db
    .select({ id: tournamentMatches.id, day: tournamentMatches.day, date: tournamentMatches.date, time: tournamentMatches.time, location: tournamentMatches.location, status: tournamentMatches.status })
    .from(tournamentMatches)
    .where(and(eq(tournamentMatches.competitionSlug, slug), sql`${tournamentMatches.id} in (${firstId}, ${secondId})`))
    .for("update");
  const first = rows.find((r) => r.id === firstId);
  const second = rows.find((r) => r.id === secondId);
  if (!first || !second) return null;
  if (first.status === "played" || second.status === "played") throw new AdminActionError("Solo se intercambian partidos pendientes: uno de los dos ya tiene resultado.", 409);
  const whenOf = ({ day, date, time, location }: typeof first) => ({ day, date, time, location, updatedAt: sql`now()` });
  await db.update(tournamentMatches).set(whenOf(second)).where(eq(tournamentMatches.id, first.id));
  await db.update(tournamentMatches).set(whenOf(first)).where(eq(tournamentMatches.id, second.id));
  return [first.id, second.id] as const;
}

export async function clearMatchResult(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  const [row] = await db
    .update(tournamentMatches)
    .set({ team1Score: null, team2Score: null, team1Penalties: null, team2Penalties: null, status: "pending", updatedAt: sql`now()` })
    .where(inCompetition(tournamentMatches, slug, id))
    .returning({ id: tournamentMatches.id });
  // A knockout tie that is no longer decided takes its winner back out of the next one.
  if (row) await advanceKnockout(db, slug);
  return row?.id ?? null;
}

export async function deleteMatch(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  if (await isKnockoutMatch(db, id)) throw new AdminActionError("Este partido es de la fase final: para quitarlo, deshaz el sorteo.", 409);
  const [row] = await db.delete(tournamentMatches).where(inCompetition(tournamentMatches, slug, id)).returning({ id: tournamentMatches.id });
  return row?.id ?? null;
}

/**
 * Draws the knockout stage from the group tables (issue 18): once every group match is played, or
 * before if the teacher says so. Seeded as app/domain/knockout.ts says, each round planned on the
 * next school day from `start` (weekends and the kept closed days skipped), at `time`. Replaces an
 * earlier draw while none of its matches has a result. Returns how many ties it has.
 */
export async function drawKnockoutStage(
  db: Database,
  slug: string,
  options: { thirdPlace: boolean; evenIfUnfinished: boolean; start: string; time: string; courts?: number; qualifiersPerGroup?: 1 | 2 },
) {
  await lockCompetition(db, slug);
  // The group tables as the page shows them (the competition's rules; the knockout's matches count for none).
  const [format, page] = await Promise.all([db.select({ format: competitions.format }).from(competitions).where(eq(competitions.slug, slug)), getCompetitionPage(db, slug)]);
  if (!page) throw new AdminActionError("Esa competición ya no existe.", 404);
  if (format[0]?.format !== "groups-knockout") throw new AdminActionError("Esta competición no tiene fase final: su formato es «Liga o grupos».", 400);
  const pending = page.matches.filter((m) => !m.knockout && !m.played).length;
  if (pending > 0 && !options.evenIfUnfinished) {
    throw new AdminActionError(`Quedan ${pending} partidos de grupo por jugar: marca «Sortear aunque queden partidos» para sortear ya.`, 409);
  }
  const finishes = page.groups
    .filter((group) => group.id !== null && group.standings.length > 0)
    .map((group) => ({ group: group.label, ranking: group.standings.map((row) => ({ team: row.id, pts: row.pts, dp: row.dp, pf: row.pf, pj: row.pj })) }));
  let ties;
  try {
    ties = seedKnockout(finishes, { thirdPlace: options.thirdPlace, qualifiersPerGroup: options.qualifiersPerGroup ?? 2 });
  } catch (error) {
    if (error instanceof KnockoutError) throw new AdminActionError(error.message, 400);
    throw error;
  }
  const closed = new Set((await listNonSchoolDays(db)).map((d) => d.day));
  await saveDrawnKnockout(db, slug, ties, planKnockout(ties, { firstDay: options.start, time: options.time, courts: options.courts ?? 1, nonSchoolDays: closed }));
  return ties.length;
}

/** The name (and so the URL) of the league's competition of a sport: "Fernando III League · Baloncesto". */
export const leagueCompetitionName = (sport: LeagueSport) => `${LEAGUE_COPY.name} · ${sport}`;

/** The league's sports as the competitions' sports (their scoring rules and table columns). */
const LEAGUE_SPORT_KINDS: Record<LeagueSport, SportKind> = { "Fútbol Sala": "futbol", Baloncesto: "baloncesto" };

/**
 * The Fernando III League on the competitions' machinery (issue 18): one competition a sport, in
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
  if (teams.length < 2) throw new AdminActionError(`Hacen falta al menos dos equipos aprobados de ${options.sport} para crear su liga.`, 409);
  const name = leagueCompetitionName(options.sport);
  const slug = slugFromName(name);
  const inserted = await db
    .insert(competitions)
    .values({ slug, name, sport: LEAGUE_SPORT_KINDS[options.sport], tournament: "liga", category: "mixto", position: 0 })
    .onConflictDoNothing()
    .returning({ slug: competitions.slug });
  if (inserted.length === 0) throw new AdminActionError(`La liga de ${options.sport} ya está creada: cambia sus equipos y partidos en su pestaña.`, 409);
  const [group] = await db.insert(competitionGroups).values({ competitionSlug: slug, code: "L", label: "Clasificación" }).returning({ id: competitionGroups.id });
  await db.insert(tournamentTeams).values(teams.map((team, position) => ({ competitionSlug: slug, groupId: group!.id, name: team.name, position })));
  const matches = await generateGroupFixtures(db, slug, { ...options, groupId: group!.id, nonSchoolDays: await listNonSchoolDays(db) });
  return { slug, teams: teams.length, matches };
}
