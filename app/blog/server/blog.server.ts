import type { ArchivedBlogPost } from "../domain/blog";
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { blogComments, blogPostLikes, blogPosts, uploads } from "../../../db/schema";
import type { BlogCategory } from "~/blog/domain/blog";
import type { Database } from "~/platform/server/db.server";
import { uploadedImage, uploadOf } from "~/images/index.server";
import { getModerationSettings } from "~/platform/server/site-settings.server";

/**
 * Posts of a category, newest first, with their visible comments (oldest first) and like counts.
 * 'Todos' means posts without a category. Three queries, whatever the number of posts.
 */
export async function listBlogPosts(db: Database, category: BlogCategory) {
  if (category.value === undefined) return postsWhere(db, undefined);
  return postsWhere(db, category.value === null ? isNull(blogPosts.category) : eq(blogPosts.category, category.value));
}

/** One post with its visible comments and likes (its own page); null if there is none. */
export async function getBlogPost(db: Database, id: number) {
  const [post] = await postsWhere(db, eq(blogPosts.id, id));
  return post ?? null;
}

async function postsWhere(db: Database, where: SQL | undefined) {
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      content: blogPosts.content,
      category: blogPosts.category,
      author: blogPosts.author,
      imageUrl: blogPosts.imageUrl,
      imageAlt: blogPosts.imageAlt,
      createdAt: blogPosts.createdAt,
      upload: { width: uploads.width, height: uploads.height, variantWidths: uploads.variantWidths },
    })
    .from(blogPosts)
    .leftJoin(uploads, uploadOf(blogPosts.imageUrl))
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const ids = posts.map((p) => p.id);
  if (ids.length === 0) return [];
  const [comments, likes] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        postId: blogComments.postId,
        authorName: blogComments.authorName,
        content: blogComments.content,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .where(and(inArray(blogComments.postId, ids), isNull(blogComments.hiddenAt)))
      .orderBy(asc(blogComments.createdAt), asc(blogComments.id)),
    db
      .select({ postId: blogPostLikes.postId, likes: count() })
      .from(blogPostLikes)
      .where(inArray(blogPostLikes.postId, ids))
      .groupBy(blogPostLikes.postId),
  ]);
  return posts.map(({ upload, ...post }) => ({
    ...post,
    image: uploadedImage(upload),
    createdAt: post.createdAt.toISOString(),
    comments: comments.filter((c) => c.postId === post.id).map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
    likes: likes.find((l) => l.postId === post.id)?.likes ?? 0,
  }));
}

export async function blogPostExists(db: Database, postId: number) {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, postId));
  return Boolean(row);
}

/** Saves a comment; with pre-moderation on, it waits (hidden) until the teacher approves it. */
export async function addBlogComment(
  db: Database,
  value: { postId: number; authorName: string; content: string },
): Promise<{ awaitingApproval: boolean; id: number }> {
  const { premoderateComments } = await getModerationSettings(db);
  const [row] = await db
    .insert(blogComments)
    .values({ ...value, hiddenAt: premoderateComments ? new Date() : null, awaitingApproval: premoderateComments })
    .returning({ id: blogComments.id });
  return { awaitingApproval: premoderateComments, id: row!.id };
}

/** One like per post for the same name and course: the database refuses a second one. */
/** One like per name and course (a unique index: a second one is refused as a duplicate). */
export async function addBlogLike(db: Database, value: { postId: number; userName: string; userCourse: string }) {
  await db.insert(blogPostLikes).values(value);
}

/** The newest posts of every category, for the RSS feed. */
export async function listBlogFeed(db: Database, limit = 50) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      content: blogPosts.content,
      category: blogPosts.category,
      author: blogPosts.author,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit);
}

/** How many posts each category holds (by slug: 'todos' counts the posts without a course). */
export async function countBlogPostsByCategory(
  db: Database,
  categories: readonly BlogCategory[],
): Promise<Record<string, number>> {
  const rows = await db
    .select({ category: blogPosts.category, posts: count() })
    .from(blogPosts)
    .groupBy(blogPosts.category);
  const all = rows.reduce((sum, r) => sum + r.posts, 0);
  return Object.fromEntries(
    categories.map((c) => [
      c.slug,
      c.value === undefined ? all : (rows.find((r) => r.category === c.value)?.posts ?? 0),
    ]),
  );
}

/** The year's part of a closed year's archive: the blog's posts. */
export async function blogForArchive(db: Database): Promise<ArchivedBlogPost[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map((p) => ({
    title: p.title,
    content: p.content,
    category: p.category,
    author: p.author,
    createdAt: p.createdAt.toISOString(),
  }));
}
