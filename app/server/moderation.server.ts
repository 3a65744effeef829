import { desc, eq, sql } from "drizzle-orm";
import { blogComments, blogPostLikes, blogPosts, courseNews, courseNewsComments } from "../../db/schema";
import type { ModerationKind } from "~/domain/inbox";
import type { Database } from "./db.server";


type ModerationItem = { id: number; where: string; author: string; content: string; hidden: boolean; createdAt: string };

/** The newest comments or likes of one kind, hidden ones included (marked). */
export async function listForModeration(db: Database, kind: ModerationKind, limit = 200): Promise<ModerationItem[]> {
  if (kind === "blog") {
    const rows = await db
      .select({ id: blogComments.id, post: blogPosts.title, author: blogComments.authorName, content: blogComments.content, hiddenAt: blogComments.hiddenAt, createdAt: blogComments.createdAt })
      .from(blogComments)
      .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, where: r.post, author: r.author, content: r.content, hidden: r.hiddenAt !== null, createdAt: r.createdAt.toISOString() }));
  }
  if (kind === "cursos") {
    const rows = await db
      .select({
        id: courseNewsComments.id,
        news: courseNews.title,
        course: courseNews.course,
        author: courseNewsComments.authorName,
        authorCourse: courseNewsComments.authorCourse,
        content: courseNewsComments.content,
        hiddenAt: courseNewsComments.hiddenAt,
        createdAt: courseNewsComments.createdAt,
      })
      .from(courseNewsComments)
      .innerJoin(courseNews, eq(courseNews.id, courseNewsComments.newsId))
      .orderBy(desc(courseNewsComments.createdAt), desc(courseNewsComments.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      where: `${r.course} · ${r.news}`,
      author: `${r.author} (${r.authorCourse})`,
      content: r.content,
      hidden: r.hiddenAt !== null,
      createdAt: r.createdAt.toISOString(),
    }));
  }
  const rows = await db
    .select({ id: blogPostLikes.id, post: blogPosts.title, name: blogPostLikes.userName, course: blogPostLikes.userCourse, createdAt: blogPostLikes.createdAt })
    .from(blogPostLikes)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostLikes.postId))
    .orderBy(desc(blogPostLikes.createdAt), desc(blogPostLikes.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, where: r.post, author: `${r.name} (${r.course})`, content: "", hidden: false, createdAt: r.createdAt.toISOString() }));
}

const commentTables = { blog: blogComments, cursos: courseNewsComments } as const;

/** Hides or shows a comment; null when it does not exist. Returns who wrote it (for the log). */
export async function setCommentHidden(db: Database, kind: "blog" | "cursos", id: number, hidden: boolean) {
  const table = commentTables[kind];
  const [row] = await db
    .update(table)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(eq(table.id, id))
    .returning({ author: table.authorName });
  return row ?? null;
}

export async function deleteComment(db: Database, kind: "blog" | "cursos", id: number) {
  const table = commentTables[kind];
  const [row] = await db.delete(table).where(eq(table.id, id)).returning({ author: table.authorName });
  return row ?? null;
}

export async function deleteLike(db: Database, id: number) {
  const [row] = await db.delete(blogPostLikes).where(eq(blogPostLikes.id, id)).returning({ name: blogPostLikes.userName });
  return row ?? null;
}
