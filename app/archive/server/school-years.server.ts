import { count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { schoolYears } from "../../../db/schema";
import { championsOf, publicPartOf, type YearArchive } from "~/archive/domain/school-years";
import type { CourseGate } from "~/people";
import {
  belongsBy,
  closeReminder,
  laterSchoolYear,
  nextSchoolYear,
  schoolYearDays,
  schoolYearOn,
} from "~/archive/domain/school-calendar";
import { SPORT_LABELS } from "~/competitions";
import { addHonoreeOnce, holdCompetitionsForYearClose, startCompetitionsForNewYear } from "~/competitions/index.server";
import { holdCoursesForYearClose, startCoursesForNewYear } from "~/courses/index.server";
import { unpinAllNews } from "~/news/index.server";
import { madridDayOf } from "~/platform/domain/madrid-time";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { getSiteSettings } from "~/platform/server/site-settings.server";
import { setGatePassword } from "~/people/index.server";
import { addRegionalHolidays, competitionsForArchive, getHolidayRegion } from "~/competitions/index.server";
import { blogForArchive } from "~/blog/index.server";
import { leagueForArchive } from "~/competitions/index.server";
import { courseZoneForArchive } from "~/courses/index.server";
import { newsForArchive } from "~/news/index.server";

/** How long after it opened a year is "just opened": its close form is folded away. */
const JUST_OPENED_MS = 120 * 24 * 3_600_000;

/** Whether the current year opened less than four months ago (closing it now is most likely a slip). */
export async function currentYearJustOpened(db: Database, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({
      openedAt: schoolYears.openedAt,
      closedBefore: sql<number>`(select count(*)::int from ${schoolYears} where ${schoolYears.closedAt} is not null)`,
    })
    .from(schoolYears)
    .where(eq(schoolYears.current, true));
  // The first year the site runs has no year before it: it opened when the site was installed.
  return Boolean(row && row.closedBefore > 0 && now.getTime() - row.openedAt.getTime() < JUST_OPENED_MS);
}

/**
 * A new site opens the year the calendar is in, not the one its first migration names:
 * called by the first seed, and only while no year has been closed.
 */
export async function openCalendarYear(db: Database, today: Date) {
  const [closed] = await db.select({ n: count() }).from(schoolYears).where(isNotNull(schoolYears.closedAt));
  if ((closed?.n ?? 0) > 0) return;
  await db
    .update(schoolYears)
    .set({ id: schoolYearOn(madridDayOf(today)), openedAt: today })
    .where(eq(schoolYears.current, true));
}

/** The year the site is in ('2025-2026'). */
export async function getCurrentSchoolYear(db: Database): Promise<string> {
  const [row] = await db.select({ id: schoolYears.id }).from(schoolYears).where(eq(schoolYears.current, true));
  if (!row) throw new Error("No hay ningún curso abierto (school_years).");
  return row.id;
}

/**
 * The open year as the panel names it: its last day, what the calendar says of it today
 * (ending from July, ended after August), and the year closing it opens.
 */
export async function schoolYearStatus(db: Database, now = new Date()) {
  const current = await getCurrentSchoolYear(db);
  const today = madridDayOf(now);
  return {
    current,
    lastDay: schoolYearDays(current).last,
    reminder: closeReminder(current, today),
    opens: laterSchoolYear(nextSchoolYear(current), schoolYearOn(today)),
  };
}

/** The closed years, newest first, with when each was closed and its champions. */
export async function listClosedYears(db: Database) {
  const rows = await db
    .select({ id: schoolYears.id, closedAt: schoolYears.closedAt, archive: schoolYears.archive })
    .from(schoolYears)
    .where(isNotNull(schoolYears.closedAt))
    .orderBy(desc(schoolYears.id));
  return rows.map((row) => ({ id: row.id, closedAt: row.closedAt!, champions: championsOf(row.archive!) }));
}

/**
 * The newest closed year whose archive holds this competition (an old link to it leads
 * there), or null.
 */
export async function lastYearWithCompetition(
  db: Database,
  competition: { slug: string; tournament: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(sql`${schoolYears.archive} -> 'competitions' @> ${JSON.stringify([{ competition }])}::jsonb`)
    .orderBy(desc(schoolYears.id))
    .limit(1);
  return row?.id ?? null;
}

/** A closed year's whole archive (the teacher's export), or null. */
export async function getYearArchive(db: Database, id: string): Promise<YearArchive | null> {
  const [row] = await db.select({ archive: schoolYears.archive }).from(schoolYears).where(eq(schoolYears.id, id));
  return row?.archive ?? null;
}

/** What the public archive shows of a closed year (no gated list), or null. */
export async function getPublicYearArchive(db: Database, id: string) {
  const archive = await getYearArchive(db, id);
  return archive ? publicPartOf(archive) : null;
}

/** Everything the year showed, as it is now: each module gives its part. */
async function collectArchive(db: Database, year: string, closedAt: Date): Promise<YearArchive> {
  const [competitions, league, courseZone, newsItems, blogPosts] = await Promise.all([
    competitionsForArchive(db),
    leagueForArchive(db),
    courseZoneForArchive(db),
    newsForArchive(db),
    blogForArchive(db),
  ]);
  const { achievements, courseNews, ranking, progress } = courseZone;
  // Each dated item by its own date: nothing written after the year ended is filed in it;
  // those stay on the site for the year they belong to.
  const inYear = (instant: string) => belongsBy(madridDayOf(new Date(instant)), year);
  return {
    year,
    closedAt: closedAt.toISOString(),
    competitions,
    league,
    achievements,
    courseNews: courseNews.filter((item) => inYear(item.createdAt)),
    newsItems: newsItems.filter((item) => belongsBy(item.date, year)),
    blogPosts: blogPosts.filter((post) => inYear(post.createdAt)),
    ranking,
    progress,
  };
}

/**
 * 'Cerrar el curso': in one transaction, keeps the year's archive (competitions with
 * their tables, fixtures and brackets, the league, achievements, course news, news, blog posts,
 * and the ranking and group progress for the teacher's export), opens the next year, and starts it
 * clean: competitions without teams or matches (their groups and rules kept) or none, league and
 * tournament enrolments, ranking and progress emptied, new course passwords (so last year's cookies
 * and passwords open nothing). The timetable, news, blog and course pages stay for the teacher to
 * edit. News, course news and posts dated after the year's end are not filed in it. Returns the new
 * year: the next one, or the one the calendar is in if that is later.
 */
export async function closeSchoolYear(
  db: Database,
  options: { year: string; keepCompetitions: boolean; passwords: { gate: CourseGate; password: string }[] },
  now = new Date(),
) {
  // Before anything is read, what the close empties waits for it (each owner says what that is).
  await holdCompetitionsForYearClose(db);
  await holdCoursesForYearClose(db);
  const current = await getCurrentSchoolYear(db);
  if (current !== options.year) throw new Refusal("year-closed", { params: { year: options.year, current } });
  const archive = await collectArchive(db, current, now);
  // The next year, or the calendar's when the open one ended long ago: never a year already over.
  const next = laterSchoolYear(nextSchoolYear(current), schoolYearOn(madridDayOf(now)));
  await db.update(schoolYears).set({ current: false, closedAt: now, archive }).where(eq(schoolYears.id, current));
  await db.insert(schoolYears).values({ id: next, current: true, openedAt: now });
  // The region chosen once brings the new year's holidays to the calendar.
  const region = await getHolidayRegion(db);
  if (region) await addRegionalHolidays(db, region, schoolYearDays(next));

  await startCompetitionsForNewYear(db, { keepCompetitions: options.keepCompetitions });
  await startCoursesForNewYear(db);
  for (const { gate, password } of options.passwords) await setGatePassword(db, gate, password);
  await unpinAllNews(db);
  return { closed: current, opened: next, archive };
}

/** The Hall of Fame picture a champion gets until the teacher chooses one. */
const CHAMPION_IMAGE = "/img/salon/leyenda-1.svg";

/**
 * A closed year's champion offered to the Hall of Fame: added last, with what the
 * archive says; the teacher completes its picture and quote in the Hall of Fame editor.
 */
export async function addChampionToHallOfFame(db: Database, year: string, slug: string) {
  const [archive, settings] = await Promise.all([getYearArchive(db, year), getSiteSettings(db)]);
  const found = archive ? championsOf(archive).find((c) => c.slug === slug) : undefined;
  if (!found) throw new Refusal("no-champion");
  const entry = {
    name: found.champion,
    sport: SPORT_LABELS[found.sport],
    achievement: `Campeones de ${found.competition} (${settings.tournamentName} ${year})`,
    status: `Equipo campeón del curso ${year}`,
    imageUrl: CHAMPION_IMAGE,
    quote: `¡Campeones de ${found.competition}!`,
  };
  if (!(await addHonoreeOnce(db, entry))) throw new Refusal("already-honoured");
  return entry;
}

/** The news and course news kept in every closed year rewritten (a change of the site's text format, once per database). */
export async function rewriteArchivedNewsTexts(tx: Database, rewrite: (text: string) => string) {
  for (const year of await tx
    .select({ id: schoolYears.id, archive: schoolYears.archive })
    .from(schoolYears)
    .where(isNotNull(schoolYears.archive))) {
    const archive = year.archive!;
    await tx
      .update(schoolYears)
      .set({
        archive: {
          ...archive,
          newsItems: archive.newsItems.map((item) => ({ ...item, content: rewrite(item.content) })),
          courseNews: archive.courseNews.map((item) => ({ ...item, content: rewrite(item.content) })),
        },
      })
      .where(eq(schoolYears.id, year.id));
  }
}
