import { eq, sql } from "drizzle-orm";
import type { Database } from "~/platform/server/db.server";
import { emptySiteSettings, SEED_SITE_SETTINGS } from "../../../db/seed-data/site";
import { EMPTY_SITE_PAGES } from "../../../db/seed-data/pages";
import { schoolYearOn } from "~/archive/index.server";
import { openCalendarYear } from "~/archive/index.server";
import { convertLegacyTexts } from "./legacy-texts.server";
import { seedPages } from "~/pages/index.server";
import {
  achievements,
  blogComments,
  blogPostLikes,
  blogPosts,
  competitionGroups,
  competitions,
  courseNews,
  courses,
  courseNewsComments,
  honorees,
  tournamentSettings,
  newsItems,
  progressEntries,
  projectClassScores,
  projects,
  rankingEntries,
  seedMarkers,
  siteSettings,
  timetableCells,
  tournamentMatches,
  tournamentTeams,
  visitCounter,
} from "../../../db/schema";
import { SEED_BLOG_COMMENTS, SEED_BLOG_LIKES, SEED_BLOG_POSTS } from "../../../db/seed-data/blog";
import {
  SEED_ACHIEVEMENTS,
  SEED_COURSE_NEWS,
  SEED_COURSE_NEWS_COMMENTS,
  SEED_PROGRESS,
  SEED_RANKING,
} from "../../../db/seed-data/courses";
import { SEED_HONOREES } from "../../../db/seed-data/championships";
import { colourForPosition } from "~/competitions";
import { SEED_NEWS } from "../../../db/seed-data/news";
import { SEED_COMPETITIONS, type SeedCompetition, seedFixtures } from "../../../db/seed-data/tournaments";
import { CLASS_TIMETABLE, FACILITY_TIMETABLE } from "../../../db/seed-data/timetable";
import { SAMPLE_CLASS_SCORES } from "../../../db/seed-data/projects";
import { isoMatchDay } from "~/competitions";
import { pinnedUntilFrom } from "~/news";
import { madridDayOf } from "~/platform/domain/madrid-time";
import { installIdFrom } from "~/site/domain/install-id";
import { addDays } from "~/platform/domain/calendar-days";
import { weekdayOnOrAfter, weekdaysBefore, weeksToToday } from "~/site/domain/sample-dates";

/** The marker of the sample content (timetable, news, blog, courses, competitions): loaded once per database. */
export const SAMPLE_CONTENT_MARKER = "contenido-de-ejemplo";

/** This installation's own name (app/site/domain/install-id.ts). */
export async function siteInstallId(db: Database): Promise<string> {
  return installIdFrom(await siteFirstStart(db));
}

/** When this database was first started (its sample content's marker), or null before the seed. */
export async function siteFirstStart(db: Database): Promise<Date | null> {
  const [born] = await db
    .select({ at: seedMarkers.createdAt })
    .from(seedMarkers)
    .where(eq(seedMarkers.name, SAMPLE_CONTENT_MARKER));
  return born?.at ?? null;
}

/**
 * Runs at every start; says which start it was. The singleton rows (settings, visit counter, enrolment switch) and the
 * editable pages' first content are filled where missing; the sample content is loaded once per
 * database (a recorded marker), so a table the teacher emptied, by closing the year or by
 * hand, is never refilled by a restart or an upgrade.
 */
export async function seedDatabase(
  db: Database,
  options: {
    teacherName?: string;
    /** The first start's day (tests fix it). */
    today?: Date;
    /**
     * A new school's clean start (`npm start -- --vacio`): on the first start only, no
     * sample content (pupils, news, competitions, projects, courses); the teacher adds their own.
     */
    empty?: boolean;
    /**
     * The sample's dates as written (the tests' databases, whose assertions name them); otherwise
     * they move to the first start's day (app/site/domain/sample-dates.ts).
     */
    sampleDatesAsWritten?: boolean;
  } = {},
): Promise<"sample" | "empty" | "existing"> {
  const today = options.today ?? new Date();
  return db.transaction(async (tx) => {
    // First, while the tables hold only what an older release wrote: its HTML texts, once.
    await convertLegacyTexts(tx);
    const [born] = await tx
      .select({ name: seedMarkers.name })
      .from(seedMarkers)
      .where(eq(seedMarkers.name, SAMPLE_CONTENT_MARKER));
    const empty = Boolean(options.empty) && !born;
    // The sample school's projects and courses are written by the migrations (an existing site
    // keeps them); a new school's first start takes them away while nothing refers to them.
    if (empty) await removeSampleSchoolShape(tx);
    // TEACHER_NAME names the teacher on the first start only: afterwards /admin/ajustes is where the
    // name is kept, and a restart with the same environment must not undo what the teacher saved.
    const settings = empty ? emptySiteSettings(schoolYearOn(madridDayOf(today))) : SEED_SITE_SETTINGS;
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...settings, teacherName: options.teacherName ?? settings.teacherName })
      .onConflictDoNothing();
    await tx.insert(visitCounter).values({ id: 1, visits: 0 }).onConflictDoNothing();
    // The editable pages' first content; a page the teacher has published is left alone.
    await seedPages(tx, empty ? EMPTY_SITE_PAGES : undefined);

    const [marked] = await tx
      .insert(seedMarkers)
      .values({ name: SAMPLE_CONTENT_MARKER })
      .onConflictDoNothing()
      .returning({ name: seedMarkers.name });
    if (!marked) return "existing";
    // A new site opens the school year the calendar is in.
    await openCalendarYear(tx, today);
    if (empty) {
      await tx.insert(tournamentSettings).values({ id: 1, enrolmentOpen: false }).onConflictDoNothing();
      return "empty";
    }

    const moved = sampleDateShifts(options.sampleDatesAsWritten ? null : madridDayOf(today));

    // Timetable: only filled when empty, so the teacher's edits are never overwritten.
    const [anyCell] = await tx.select({ slot: timetableCells.slot }).from(timetableCells).limit(1);
    if (!anyCell) {
      await tx.insert(timetableCells).values([
        ...CLASS_TIMETABLE.flatMap((row, slot) =>
          row.map((entries, day) => ({ grid: "clases" as const, slot, weekday: day + 1, entries })),
        ),
        ...FACILITY_TIMETABLE.flatMap((row, slot) =>
          row.map((label, day) => ({
            grid: "instalaciones" as const,
            slot,
            weekday: day + 1,
            entries: label ? [label] : [],
          })),
        ),
      ]);
    }

    // Desafío Xacobeo ranking and the fruit meter of Disfruta del Recreo; like the
    // timetable, only on an empty table so that a class the teacher removed stays removed.
    const [anyScore] = await tx.select({ project: projectClassScores.project }).from(projectClassScores).limit(1);
    if (!anyScore)
      await tx
        .insert(projectClassScores)
        .values([...SAMPLE_CLASS_SCORES])
        .onConflictDoNothing();

    // News board: the spec's three pinned items.
    const [anyNews] = await tx.select({ id: newsItems.id }).from(newsItems).limit(1);
    if (!anyNews) {
      // Pinned like any pin: on top for a month from the first start, then in their place by date.
      const pinnedUntil = pinnedUntilFrom(madridDayOf(new Date()));
      await tx.insert(newsItems).values(
        SEED_NEWS.map((item) => ({
          ...item,
          date: addDays(item.date, moved.news),
          pinnedUntil: item.pinned ? pinnedUntil : null,
        })),
      );
      // Keep the identity sequence past the seeded ids so the next item gets id 6.
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('news_items', 'id'), (select max(id) from news_items))`,
      );
    }

    // The tournament's enrolment: closed, as the spec shows ('Periodo de inscripción finalizado').
    await tx.insert(tournamentSettings).values({ id: 1, enrolmentOpen: false }).onConflictDoNothing();
    const [anyHonoree] = await tx.select({ id: honorees.id }).from(honorees).limit(1);
    if (!anyHonoree) await tx.insert(honorees).values(SEED_HONOREES);

    const [anyPost] = await tx.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    if (!anyPost) {
      await tx
        .insert(blogPosts)
        .values(SEED_BLOG_POSTS.map((post) => ({ ...post, createdAt: later(post.createdAt, moved.blog) })));
      await tx.execute(
        sql`select setval(pg_get_serial_sequence('blog_posts', 'id'), (select max(id) from blog_posts))`,
      );
      await tx
        .insert(blogComments)
        .values(SEED_BLOG_COMMENTS.map((comment) => ({ ...comment, createdAt: later(comment.createdAt, moved.blog) })));
      await tx.insert(blogPostLikes).values(SEED_BLOG_LIKES);
    }

    const [anyCourseNews] = await tx.select({ id: courseNews.id }).from(courseNews).limit(1);
    if (!anyCourseNews) {
      const inserted = await tx
        .insert(courseNews)
        .values(SEED_COURSE_NEWS.map((news) => ({ ...news, createdAt: later(news.createdAt, moved.courseNews) })))
        .returning({ id: courseNews.id, title: courseNews.title });
      const comments = inserted.flatMap((news) =>
        (SEED_COURSE_NEWS_COMMENTS[news.title] ?? []).map((c) => ({ ...c, newsId: news.id })),
      );
      if (comments.length > 0) await tx.insert(courseNewsComments).values(comments);
    }
    const [anyAchievement] = await tx.select({ id: achievements.id }).from(achievements).limit(1);
    if (!anyAchievement)
      await tx.insert(achievements).values(SEED_ACHIEVEMENTS.map((a, position) => ({ ...a, position })));
    const [anyRanking] = await tx.select({ id: rankingEntries.id }).from(rankingEntries).limit(1);
    if (!anyRanking) {
      await tx.insert(rankingEntries).values(
        Object.entries(SEED_RANKING).flatMap(([course, byClass]) =>
          Object.entries(byClass).flatMap(([classLetter, list]) =>
            list.map((e) => ({
              course,
              classLetter,
              rank: e.rank,
              name: e.name,
              points: e.points,
              badges: e.badges ?? [],
            })),
          ),
        ),
      );
    }
    const [anyProgress] = await tx.select({ id: progressEntries.id }).from(progressEntries).limit(1);
    if (!anyProgress)
      await tx
        .insert(progressEntries)
        .values(
          Object.entries(SEED_PROGRESS).flatMap(([classLetter, list]) => list.map((e) => ({ classLetter, ...e }))),
        );

    const [anyCompetition] = await tx.select({ slug: competitions.slug }).from(competitions).limit(1);
    if (!anyCompetition) await seedTournaments(tx, moved.startOf);
    return "sample";
  });
}

/** A new school's first start: the sample school's projects and courses (migrations 0030, 0031) go. */
async function removeSampleSchoolShape(tx: Database) {
  await tx.delete(projects);
  await tx.delete(courses);
}

/** A moment moved by whole days. */
const later = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000);

/**
 * How many days each part of the sample moves to the first start's day (none when `today` is null):
 * what has happened (news, posts, course news) to today or just before; each competition laid out
 * again from a first day chosen so that its first match still to play is on today's school day (or
 * the next one) and its played ones on the school days before.
 */
function sampleDateShifts(today: string | null) {
  const newest = (days: string[]) => days.reduce((a, b) => (a > b ? a : b));
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const happened = (days: string[]) => (today ? weeksToToday(newest(days), today, "on-or-before") : 0);
  return {
    news: happened(SEED_NEWS.map((n) => n.date)),
    blog: happened(SEED_BLOG_POSTS.map((p) => dayOf(p.createdAt))),
    courseNews: happened(SEED_COURSE_NEWS.map((n) => dayOf(n.createdAt))),
    startOf: (competition: SeedCompetition) => {
      const firstToPlay = seedFixtures(competition).findIndex((m) => m.scores === null);
      return today && firstToPlay > 0 ? weekdaysBefore(weekdayOnOrAfter(today), firstToPlay) : competition.start;
    },
  };
}

/** The sample tournament's six competitions with their groups, teams and fixtures (ids in order from 1), each from its first day. */
async function seedTournaments(db: Database, startOf: (competition: SeedCompetition) => string): Promise<void> {
  for (const [position, written] of SEED_COMPETITIONS.entries()) {
    const competition = { ...written, start: startOf(written) };
    await db.insert(competitions).values({
      slug: competition.slug,
      name: competition.name,
      sport: competition.sport,
      category: competition.category,
      position,
      colour: colourForPosition(position),
    });
    const groupIds = new Map<string, number>();
    const teamIds = new Map<string, number>();
    for (const [groupPosition, group] of competition.groups.entries()) {
      const [row] = await db
        .insert(competitionGroups)
        .values({
          competitionSlug: competition.slug,
          code: group.code,
          label: group.label,
          position: groupPosition,
          shownSeparately: group.shownSeparately ?? false,
        })
        .returning({ id: competitionGroups.id });
      groupIds.set(group.code, row!.id);
      const teams = await db
        .insert(tournamentTeams)
        .values(
          group.teams.map((team, i) => ({
            competitionSlug: competition.slug,
            groupId: row!.id,
            name: team.name,
            course: team.course,
            position: i,
          })),
        )
        .returning({ id: tournamentTeams.id, name: tournamentTeams.name });
      for (const team of teams) teamIds.set(team.name, team.id);
    }
    await db.insert(tournamentMatches).values(
      seedFixtures(competition).map((match, i) => ({
        competitionSlug: competition.slug,
        groupId: groupIds.get(match.groupCode)!,
        team1Id: teamIds.get(match.team1)!,
        team2Id: teamIds.get(match.team2)!,
        team1Score: match.scores?.[0] ?? null,
        team2Score: match.scores?.[1] ?? null,
        status: match.scores ? ("played" as const) : ("pending" as const),
        date: match.date,
        day: isoMatchDay(match.date),
        time: match.time,
        location: match.location,
        position: i,
      })),
    );
  }
}
