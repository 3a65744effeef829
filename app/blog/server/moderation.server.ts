import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { blogComments, blogPostLikes, blogPosts, courseNews, courseNewsComments } from "../../../db/schema";
import { type CommentSource, commentStateOf, type ModerationKind } from "~/inbox";
import type { ModerationItem } from "../domain/blog";
import type { Database } from "~/platform/server/db.server";
import { z } from "~/platform/domain/zod";

const blogCommentRows = (db: Database, onlyPending: boolean, limit: number) =>
  db
    .select({
      id: blogComments.id,
      post: blogPosts.title,
      author: blogComments.authorName,
      content: blogComments.content,
      hiddenAt: blogComments.hiddenAt,
      awaitingApproval: blogComments.awaitingApproval,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
    .where(onlyPending ? eq(blogComments.awaitingApproval, true) : undefined)
    .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
    .limit(limit)
    .then((rows) =>
      rows.map((r): ModerationItem => ({
        id: r.id,
        source: "blog",
        where: r.post,
        author: r.author,
        content: r.content,
        state: commentStateOf(r),
        createdAt: r.createdAt.toISOString(),
      })),
    );

const courseCommentRows = (db: Database, onlyPending: boolean, limit: number) =>
  db
    .select({
      id: courseNewsComments.id,
      news: courseNews.title,
      course: courseNews.course,
      author: courseNewsComments.authorName,
      authorCourse: courseNewsComments.authorCourse,
      content: courseNewsComments.content,
      hiddenAt: courseNewsComments.hiddenAt,
      awaitingApproval: courseNewsComments.awaitingApproval,
      createdAt: courseNewsComments.createdAt,
    })
    .from(courseNewsComments)
    .innerJoin(courseNews, eq(courseNews.id, courseNewsComments.newsId))
    .where(onlyPending ? eq(courseNewsComments.awaitingApproval, true) : undefined)
    .orderBy(desc(courseNewsComments.createdAt), desc(courseNewsComments.id))
    .limit(limit)
    .then((rows) =>
      rows.map((r): ModerationItem => ({
        id: r.id,
        source: "cursos",
        where: `${r.course} · ${r.news}`,
        author: `${r.author} (${r.authorCourse})`,
        content: r.content,
        state: commentStateOf(r),
        createdAt: r.createdAt.toISOString(),
      })),
    );

/** The newest comments or likes of one kind, hidden and waiting ones included (marked); «Pendientes»: only the waiting comments of both kinds, oldest first. */
export async function listForModeration(db: Database, kind: ModerationKind, limit = 200): Promise<ModerationItem[]> {
  if (kind === "pendientes") {
    const [blog, courses] = await Promise.all([blogCommentRows(db, true, limit), courseCommentRows(db, true, limit)]);
    return [...blog, ...courses].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, limit);
  }
  if (kind === "blog") return blogCommentRows(db, false, limit);
  if (kind === "cursos") return courseCommentRows(db, false, limit);
  const rows = await db
    .select({
      id: blogPostLikes.id,
      post: blogPosts.title,
      name: blogPostLikes.userName,
      course: blogPostLikes.userCourse,
      createdAt: blogPostLikes.createdAt,
    })
    .from(blogPostLikes)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostLikes.postId))
    .orderBy(desc(blogPostLikes.createdAt), desc(blogPostLikes.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    source: "likes",
    where: r.post,
    author: `${r.name} (${r.course})`,
    content: "",
    state: "shown",
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Comments waiting for the teacher's approval (the panel's home and the «Pendientes» tab). */
export async function countPendingComments(db: Database): Promise<number> {
  // One statement: the dashboard asks on every visit.
  const { rows } = pendingRows.parse(
    await db.execute(
      sql`select (select count(*)::int from ${blogComments} where ${eq(blogComments.awaitingApproval, true)})
        + (select count(*)::int from ${courseNewsComments} where ${eq(courseNewsComments.awaitingApproval, true)}) as "n"`,
    ),
  );
  return rows[0]?.n ?? 0;
}

const pendingRows = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });

/** Comments that arrived after `since` and still wait for approval (the daily email digest). */
export async function countPendingCommentsSince(db: Database, since: Date): Promise<number> {
  const [[blog], [courses]] = await Promise.all([
    db
      .select({ n: count() })
      .from(blogComments)
      .where(and(eq(blogComments.awaitingApproval, true), gt(blogComments.createdAt, since))),
    db
      .select({ n: count() })
      .from(courseNewsComments)
      .where(and(eq(courseNewsComments.awaitingApproval, true), gt(courseNewsComments.createdAt, since))),
  ]);
  return (blog?.n ?? 0) + (courses?.n ?? 0);
}

const commentTables = { blog: blogComments, cursos: courseNewsComments } as const;

/** Hides or shows a comment (showing one that waited approves it); null when it does not exist. Returns who wrote it (for the log). */
export async function setCommentHidden(db: Database, kind: CommentSource, id: number, hidden: boolean) {
  const table = commentTables[kind];
  const [row] = await db
    .update(table)
    .set({ hiddenAt: hidden ? sql`now()` : null, awaitingApproval: false })
    .where(eq(table.id, id))
    .returning({ author: table.authorName });
  return row ?? null;
}

/** Approves a waiting comment: it appears on the site. Null when it is not waiting (gone, or already decided). */
export async function approveComment(db: Database, kind: CommentSource, id: number) {
  const table = commentTables[kind];
  const [row] = await db
    .update(table)
    .set({ hiddenAt: null, awaitingApproval: false })
    .where(and(eq(table.id, id), eq(table.awaitingApproval, true)))
    .returning({ author: table.authorName });
  return row ?? null;
}

/** Rejects a waiting comment: it never appears, and is deleted (the audit log keeps who and when). */
export async function rejectComment(db: Database, kind: CommentSource, id: number) {
  const table = commentTables[kind];
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.awaitingApproval, true)))
    .returning({ author: table.authorName });
  return row ?? null;
}

export async function deleteComment(db: Database, kind: CommentSource, id: number) {
  const table = commentTables[kind];
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ author: table.authorName });
  return row ?? null;
}

export async function deleteLike(db: Database, id: number) {
  const [row] = await db
    .delete(blogPostLikes)
    .where(eq(blogPostLikes.id, id))
    .returning({ name: blogPostLikes.userName });
  return row ?? null;
}
