import { desc, eq } from "drizzle-orm";
import { blogPosts } from "../../../db/schema";
import { dataSelect, nullableText, picture, richText, text } from "~/platform/domain/field-kit";
import { z } from "~/platform/domain/zod";
import { requireCourseClass } from "~/courses/index.server";
import { listEditor } from "~/platform/server/list-editor.server";

/** A blog post as the panel writes it (/admin/contenido/blog): one schema, its fields and its checks. */
const blogPostSchema = z.object({
  title: text("Título", 200, { wide: true, say: "un título" }),
  // A course in use, or none («Para todos los cursos»): the loader offers them, the store checks it.
  category: dataSelect("Categoría", "courses", { none: "Para todos los cursos" }),
  author: nullableText("Autor (vacío = Anónimo)", 100),
  content: richText("Texto", 20_000, { say: "el texto" }),
  imageUrl: picture("Imagen (opcional)", { optional: true }),
  imageAlt: nullableText("Texto alternativo de la imagen", 120),
});

// The columns it writes, by name (an update's form also carries the row's id, which is never changed).
const stored = (post: z.output<typeof blogPostSchema>) => ({
  title: post.title,
  category: post.category || null,
  author: post.author,
  content: post.content,
  imageUrl: post.imageUrl,
  imageAlt: post.imageAlt,
});

export const blogEditor = listEditor({
  slug: "blog",
  title: "Blog",
  description: "Entradas del blog: título, categoría, autor y texto.",
  noun: "Entrada",
  ending: "a",
  publicPath: "/blog",
  // A post is the department's unless the teacher says whose (new posts showed «Anónimo»).
  startsWith: { author: "Departamento de Educación Física" },
  schema: blogPostSchema,
  store: {
    rows: (db) => db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(1000),
    // A post for a course names one in use (or none: every course).
    check: async (tx, post) => {
      if (post.category) await requireCourseClass(tx, { course: post.category });
    },
    insert: (tx, post) => tx.insert(blogPosts).values(stored(post)).returning(),
    update: (tx, id, post) => tx.update(blogPosts).set(stored(post)).where(eq(blogPosts.id, id)).returning(),
    remove: (tx, id) => tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning(),
    summary: (post) => `${post.title} · ${post.category ?? "Para todos los cursos"} · ${post.author ?? "Anónimo"}`,
  },
});
