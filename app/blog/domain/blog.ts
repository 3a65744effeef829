import type { CommentSource, CommentState } from "~/inbox";
import { slugFromName } from "~/platform/domain/slugs";

/**
 * The blog's filters. There are four: 'Todos' (posts without a course), 2º ESO,
 * 3º ESO, 1º Bachillerato, with 'Todos' chosen as the page opens. Read as «all», it hid every
 * course's post from `/blog`: the blog now opens on every post («Todas las entradas»),
 * and the posts without a course are «Para todos los cursos». Then one per course in use (the
 * courses are the teacher's). `value`: the category shown (`undefined`: every post;
 * `null`: the posts without a course; a course's label).
 */
export type BlogCategory = { slug: string; label: string; value: string | null | undefined };

const EVERY_POST: BlogCategory = { slug: "todas", label: "Todas las entradas", value: undefined };
const WITHOUT_COURSE: BlogCategory = { slug: "todos", label: "Para todos los cursos", value: null };

export function blogCategories(courses: readonly { slug: string; label: string }[]): BlogCategory[] {
  return [EVERY_POST, WITHOUT_COURSE, ...courses.map(({ slug, label }) => ({ slug, label, value: label }))];
}

/** The filter chosen in the URL (`?categoria=3-eso`); none or anything unknown is every post. */
export function blogCategoryFromSlug(categories: readonly BlogCategory[], slug: string | null): BlogCategory {
  return categories.find((c) => c.slug === slug) ?? EVERY_POST;
}

/** A comment's name at most 50 characters, its text at most 500. */
export const COMMENT_LIMITS = { name: 50, content: 500 } as const;

export const authorOrAnonymous = (author: string | null | undefined) => (author?.trim() ? author.trim() : "Anónimo");

/** A post's own page: `/blog/12-jornada-de-orientacion`; the words after the number are for people and are not checked. */
export const blogPostPath = (post: { id: number; title: string }) => {
  const words = slugFromName(post.title);
  return `/blog/${post.id}${words ? `-${words}` : ""}`;
};

/** The post's id from its page's segment (`12-jornada…` or `12`); null for anything else. */
export function blogPostIdFromSegment(segment: string | undefined): number | null {
  const match = segment?.match(/^(\d{1,9})(?:-[a-z0-9-]*)?$/);
  return match ? Number(match[1]) : null;
}

/** A post as a closed school year keeps it (the archive's file and page). */
export type ArchivedBlogPost = {
  title: string;
  content: string;
  category: string | null;
  author: string | null;
  createdAt: string;
};

/** One thing to moderate: a comment (its state) or a like on the blog. */
export type ModerationItem = {
  id: number;
  source: CommentSource | "likes";
  where: string;
  author: string;
  content: string;
  state: CommentState;
  createdAt: string;
};
