import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogComments, blogPostLikes, blogPosts } from "../../db/schema";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { blogCategories, blogCategoryFromSlug } from "../../app/blog/domain/blog";
import { listBlogPosts } from "../../app/blog/server/blog.server";
import { setCommentHidden } from "../../app/blog/server/moderation.server";
import { saveModerationSettings } from "../../app/platform/server/site-settings.server";
import { action as blogAction } from "../../app/routes/blog";
import { GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { callAction } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";
import { SAMPLE_COURSES } from "../../db/seed-data/courses";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

type Answer = {
  ok: boolean;
  notice: { title: string; description?: string };
  result: { error?: Record<string, string[]> };
};
const post = (fields: Record<string, string>, url = "/blog") =>
  callAction<Answer>(
    blogAction,
    url,
    { ...fields, _js: "1" },
    { context: { ...testContext(handle.db), limits: GENEROUS_LIMITS }, params: {} },
  );

describe("blog posts by category", () => {
  it("the blog opens on every post, newest first; «Para todos los cursos» lists only the posts without a category", async () => {
    const all = await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null));
    expect(new Set(all.map((p) => p.category))).toEqual(new Set([null, "2º ESO", "3º ESO", "1º Bachillerato"]));
    const dates = all.map((p) => String(p.createdAt));
    expect(dates).toEqual([...dates].sort().reverse());
    const forEveryCourse = await listBlogPosts(
      handle.db,
      blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), "todos"),
    );
    expect(blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), "todos").label).toBe("Para todos los cursos");
    expect(forEveryCourse.length).toBeGreaterThan(0);
    expect(forEveryCourse.every((p) => p.category === null)).toBe(true);
  });

  it("a course lists its posts, newest first, with comments oldest first and like counts", async () => {
    await handle.db
      .insert(blogPosts)
      .values({ title: "Más nuevo", content: "x", category: "2º ESO", createdAt: new Date("2026-01-01T00:00:00Z") });
    const posts = await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), "2-eso"));
    expect(posts.map((p) => p.title)).toEqual(["Más nuevo", "Reto del mes: 10.000 pasos al día"]);
    const seeded = posts[1]!;
    expect(seeded.comments.map((c) => c.authorName)).toEqual(["Hugo", "Sara"]);
    expect(seeded.likes).toBe(1);
  });

  it("an unknown category means every post", () => {
    expect(blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), "4-eso").label).toBe("Todas las entradas");
  });
});

describe("comments", () => {
  it("on a new site a comment waits for the teacher: held, and the pupil is told", async () => {
    const answer = await post({ _form: "comentario-1", author_name: "Carla", content: "¿Sale mi nombre?" });
    expect(answer.data?.notice).toMatchObject({
      title: "¡Comentario enviado!",
      description: "Se publicará cuando el profesorado lo revise.",
    });
    const shown = (await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null))).flatMap(
      (p) => p.comments.map((c) => c.authorName),
    );
    expect(shown).not.toContain("Carla");
  });

  it("asks for the first name only: a name with surnames is refused", async () => {
    const answer = await post({ _form: "comentario-1", author_name: "Lucía Pérez Gómez", content: "Hola" });
    expect(answer.status).toBe(400);
    expect(answer.data?.result.error?.author_name).toEqual(["Escribe solo tu nombre, sin apellidos."]);
    // Not «Campos vacíos»: the field was filled; the notice says what is wrong.
    expect(answer.data?.notice).toMatchObject({
      title: "Revisa el campo marcado",
      description: "Escribe solo tu nombre, sin apellidos.",
    });
    expect((await post({ _form: "comentario-1", author_name: "María José", content: "Hola" })).status).toBe(200);
  });

  it("stores a comment (trimmed) with the success notice, with review turned off in the panel", async () => {
    await saveModerationSettings(handle.db, { approvePublicNames: true, premoderateComments: false });
    const answer = await post({ _form: "comentario-1", author_name: "  Nora ", content: " ¡Me encanta! " });
    expect(answer.data?.notice).toMatchObject({
      title: "¡Comentario enviado!",
      description: "Gracias por participar.",
    });
    const rows = await handle.db
      .select()
      .from(blogComments)
      .where(sql`${blogComments.authorName} = 'Nora'`);
    expect(rows[0]?.content).toBe("¡Me encanta!");
  });

  it("with pre-moderation on, keeps a new comment hidden until the teacher shows it, and says so", async () => {
    await saveModerationSettings(handle.db, { approvePublicNames: true, premoderateComments: true });
    try {
      const answer = await post({ _form: "comentario-1", author_name: "Iker", content: "Primero lo ve el profe" });
      expect(answer.data?.notice).toMatchObject({
        title: "¡Comentario enviado!",
        description: "Se publicará cuando el profesorado lo revise.",
      });
      const shown = async () =>
        (await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), null))).flatMap((p) =>
          p.comments.map((c) => c.authorName),
        );
      expect(await shown()).not.toContain("Iker");
      const [row] = await handle.db
        .select({ id: blogComments.id })
        .from(blogComments)
        .where(sql`${blogComments.authorName} = 'Iker'`);
      await setCommentHidden(handle.db, "blog", row!.id, false);
      expect(await shown()).toContain("Iker");
    } finally {
      await saveModerationSettings(handle.db, { approvePublicNames: true, premoderateComments: false });
    }
  });

  it("says the limit, not 'Campos vacíos', when the only problem is a name over 50 characters", async () => {
    const answer = await post({ _form: "comentario-1", author_name: "N".repeat(51), content: "Hola" });
    expect(answer.status).toBe(400);
    expect(answer.data?.notice).toMatchObject({
      title: "Texto demasiado largo",
      description: "El nombre puede tener hasta 50 caracteres.",
    });
    expect(answer.data?.result.error?.author_name).toEqual(["El nombre puede tener hasta 50 caracteres."]);
    // Empty and too long at once: the spec's notice for empty fields.
    expect((await post({ _form: "comentario-1", author_name: "N".repeat(51), content: " " })).data?.notice.title).toBe(
      "Campos vacíos",
    );
  });

  it("refuses empty fields with 'Campos vacíos' and lengths over 50 / 500", async () => {
    expect((await post({ _form: "comentario-1", author_name: " ", content: "hola" })).data?.notice.title).toBe(
      "Campos vacíos",
    );
    expect((await post({ _form: "comentario-1", author_name: "a".repeat(51), content: "hola" })).status).toBe(400);
    expect((await post({ _form: "comentario-1", author_name: "Ana", content: "a".repeat(501) })).status).toBe(400);
    expect((await post({ _form: "comentario-1", author_name: "a".repeat(50), content: "a".repeat(500) })).status).toBe(
      200,
    );
  });

  it("stores markup as text, never as HTML", async () => {
    await post({ _form: "comentario-1", author_name: "Hacker", content: "<img src=x onerror=alert(1)>" });
    const posts = await listBlogPosts(handle.db, blogCategoryFromSlug(blogCategories(SAMPLE_COURSES), "todos"));
    expect(posts[0]?.comments.some((c) => c.content === "<img src=x onerror=alert(1)>")).toBe(true);
  });

  it("refuses a comment for a post that does not exist, or an unknown form", async () => {
    expect((await post({ _form: "comentario-9999", author_name: "A", content: "B" })).status).toBe(404);
    expect((await post({ _form: "otra-cosa", author_name: "A", content: "B" })).status).toBe(400);
  });
});

describe("likes", () => {
  it("counts one like per post for the same name and course, compared trimmed and case-insensitively", async () => {
    const first = await post({ _form: "me-gusta-3", user_name: "Carmen", user_course: "3º ESO A" });
    expect(first.data?.notice.title).toBe('¡Gracias por tu "Me gusta"!');
    const again = await post({ _form: "me-gusta-3", user_name: "  CARMEN ", user_course: "3º eso a  " });
    expect(again.status).toBe(409);
    expect(again.data?.notice.title).toBe('No se pudo registrar tu "Me gusta". Es posible que ya hayas votado.');
    const other = await post({ _form: "me-gusta-3", user_name: "Carmen", user_course: "3º ESO B" });
    expect(other.status).toBe(200);
  });

  it("the database itself refuses the duplicate", async () => {
    await expect(
      handle.db.insert(blogPostLikes).values({ postId: 4, userName: "Pepe", userCourse: "1º Bach" }),
    ).resolves.toBeDefined();
    await expect(
      handle.db.insert(blogPostLikes).values({ postId: 4, userName: " pepe", userCourse: "1º BACH " }),
    ).rejects.toThrow();
  });

  it("needs a name and a course", async () => {
    const answer = await post({ _form: "me-gusta-3", user_name: "", user_course: "2º" });
    expect(answer.data?.notice).toMatchObject({
      title: "Campos requeridos",
      description: 'Por favor, introduce tu nombre y curso para registrar tu "Me gusta".',
    });
  });
});
