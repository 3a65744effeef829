import type { ArchivedCourses } from "../domain/courses";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { achievements, courseNews, courseNewsComments, progressEntries, rankingEntries } from "../../../db/schema";
import type { CourseLabel } from "~/courses/domain/courses";
import type { Database } from "~/platform/server/db.server";
import { Refusal } from "~/platform/domain/refusals";
import { getModerationSettings } from "~/platform/server/site-settings.server";

/** A course's news, newest first, each with its visible comments oldest first. */
export async function listCourseNews(db: Database, course: CourseLabel) {
  const news = await db
    .select({
      id: courseNews.id,
      title: courseNews.title,
      content: courseNews.content,
      type: courseNews.type,
      createdAt: courseNews.createdAt,
    })
    .from(courseNews)
    .where(eq(courseNews.course, course))
    .orderBy(desc(courseNews.createdAt), desc(courseNews.id));
  const comments = news.length
    ? await db
        .select({
          id: courseNewsComments.id,
          newsId: courseNewsComments.newsId,
          authorName: courseNewsComments.authorName,
          authorCourse: courseNewsComments.authorCourse,
          content: courseNewsComments.content,
          createdAt: courseNewsComments.createdAt,
        })
        .from(courseNewsComments)
        .where(
          and(
            inArray(
              courseNewsComments.newsId,
              news.map((n) => n.id),
            ),
            isNull(courseNewsComments.hiddenAt),
          ),
        )
        .orderBy(asc(courseNewsComments.createdAt), asc(courseNewsComments.id))
    : [];
  return news.map((item) => ({
    ...item,
    // Unknown types are shown as info.
    type: item.type === "alert" ? ("alert" as const) : ("info" as const),
    createdAt: item.createdAt.toISOString(),
    comments: comments.filter((c) => c.newsId === item.id).map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  }));
}

/** A comment goes only on a news item of the page's course. */
/** Saves a comment on a course news item; with pre-moderation on, it stays hidden until the teacher shows it. */
export async function addCourseNewsComment(
  db: Database,
  course: CourseLabel,
  value: { news_id: number; author_name: string; author_course: string; content: string },
): Promise<{ awaitingApproval: boolean }> {
  const [news] = await db
    .select({ id: courseNews.id })
    .from(courseNews)
    .where(and(eq(courseNews.id, value.news_id), eq(courseNews.course, course)));
  if (!news) throw new Refusal("missing", { field: "news_id" });
  const { premoderateComments } = await getModerationSettings(db);
  await db.insert(courseNewsComments).values({
    newsId: news.id,
    authorName: value.author_name,
    authorCourse: value.author_course,
    content: value.content,
    hiddenAt: premoderateComments ? new Date() : null,
    awaitingApproval: premoderateComments,
  });
  return { awaitingApproval: premoderateComments };
}

export async function listAchievements(db: Database, course: CourseLabel | null) {
  return db
    .select({
      id: achievements.id,
      course: achievements.course,
      className: achievements.className,
      title: achievements.title,
    })
    .from(achievements)
    .where(course ? eq(achievements.course, course) : undefined)
    .orderBy(asc(achievements.position), asc(achievements.id));
}

/** Gated: call only after the course gate is open for this request. */
export async function listRanking(db: Database, course: CourseLabel, classLetter: string) {
  return db
    .select({
      rank: rankingEntries.rank,
      name: rankingEntries.name,
      points: rankingEntries.points,
      badges: rankingEntries.badges,
    })
    .from(rankingEntries)
    .where(and(eq(rankingEntries.course, course), eq(rankingEntries.classLetter, classLetter)))
    .orderBy(asc(rankingEntries.rank), asc(rankingEntries.id));
}

/** Gated: call only after the 1º Bachillerato gate is open for this request. */
export async function listProgress(db: Database, classLetter: string) {
  return db
    .select({
      rank: progressEntries.rank,
      name: progressEntries.name,
      progress: progressEntries.progress,
      special: progressEntries.special,
    })
    .from(progressEntries)
    .where(eq(progressEntries.classLetter, classLetter))
    .orderBy(asc(progressEntries.rank), asc(progressEntries.id));
}

/** The year's part of a closed year's archive: achievements, course news, and (for the teacher's export) the ranking and the group progress. */
export async function courseZoneForArchive(db: Database): Promise<ArchivedCourses> {
  const [achievementRows, newsRows, ranking, progress] = await Promise.all([
    db
      .select({ course: achievements.course, className: achievements.className, title: achievements.title })
      .from(achievements)
      .orderBy(asc(achievements.course), asc(achievements.position), asc(achievements.id)),
    db.select().from(courseNews).orderBy(desc(courseNews.createdAt), desc(courseNews.id)),
    db
      .select({
        course: rankingEntries.course,
        classLetter: rankingEntries.classLetter,
        rank: rankingEntries.rank,
        name: rankingEntries.name,
        points: rankingEntries.points,
        badges: rankingEntries.badges,
      })
      .from(rankingEntries)
      .orderBy(asc(rankingEntries.course), asc(rankingEntries.classLetter), asc(rankingEntries.rank)),
    db
      .select({
        classLetter: progressEntries.classLetter,
        rank: progressEntries.rank,
        name: progressEntries.name,
        progress: progressEntries.progress,
        special: progressEntries.special,
      })
      .from(progressEntries)
      .orderBy(asc(progressEntries.classLetter), asc(progressEntries.rank)),
  ]);
  return {
    achievements: achievementRows,
    courseNews: newsRows.map((n) => ({
      course: n.course,
      title: n.title,
      content: n.content,
      type: n.type,
      createdAt: n.createdAt.toISOString(),
    })),
    ranking,
    progress,
  };
}
