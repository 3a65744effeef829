import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, courseNewsComments, gatePasswords } from "../../db/schema";
import { GATED_NAMES } from "../../db/seed-data/courses";
import type { AppContext } from "../../app/platform/server/context.server";
import { action as suggestionAction } from "../../app/routes/cursos/buzon-sugerencias";
import { action as newsAction, loader as newsLoader } from "../../app/routes/cursos/noticias";
import { action as progressAction, loader as progressLoader } from "../../app/routes/cursos/progreso-grupo";
import { action as rankingAction, loader as rankingLoader } from "../../app/routes/cursos/ranking-amigable";
import { loader as achievementsLoader } from "../../app/routes/cursos/rincon-de-logros";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { hashPassword } from "../../app/people/server/passwords.server";
import { cookiesFrom, GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { callRoute, dataOf, type RouteFunction, statusOf } from "../helpers/route-call";
import type { FormAnswer } from "../../app/platform/domain/form-answer";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
let context: AppContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(gatePasswords).values([
    { gate: "course:2-eso", passwordHash: await hashPassword("clave-2eso") },
    { gate: "course:1-bachillerato", passwordHash: await hashPassword("clave-1bach") },
  ]);
  context = { ...testContext(handle.db), limits: GENEROUS_LIMITS };
});
afterAll(async () => {
  await handle?.close();
});

const call = (fn: RouteFunction, url: string, options: { headers?: Record<string, string> } = {}) =>
  callRoute(fn, url, { context, params: {}, ...options });
const post = (fn: RouteFunction, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  callRoute(fn, url, { context, params: {}, fields, headers });
const status = statusOf;
const body = <T>(result: unknown) => dataOf<T>(result)!;

describe("course news", () => {
  it("redirects to the home page without a course", async () => {
    for (const url of ["/cursos/noticias", "/cursos/noticias?curso=4-eso"]) {
      const result = (await call(newsLoader, url)) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/");
    }
  });

  it("lists the course's news newest first, comments oldest first, unknown types as info", async () => {
    const data = (await call(newsLoader, "/cursos/noticias?curso=2-eso")) as Awaited<ReturnType<typeof newsLoader>>;
    expect(data.course.label).toBe("2º ESO");
    expect(data.news.map((n) => n.title)).toEqual(["Cambio de pista por obras", "Empieza la unidad de acrosport"]);
    expect(data.news[0]?.type).toBe("alert");
    expect(data.news[1]?.comments.map((c) => c.authorName)).toEqual(["Nerea", "Profe"]);
  });

  it("adds a comment to a news item of the page's course only", async () => {
    const data = (await call(newsLoader, "/cursos/noticias?curso=2-eso")) as Awaited<ReturnType<typeof newsLoader>>;
    const newsId = String(data.news[0]!.id);
    const ok = await post(newsAction, "/cursos/noticias?curso=2-eso", {
      news_id: newsId,
      author_name: " Ana ",
      author_course: "2º ESO A",
      content: "¡Gracias!",
      _js: "1",
    });
    expect(body<{ notice: { title: string } }>(ok).notice.title).toBe("¡Comentario enviado!");
    const rows = await handle.db
      .select()
      .from(courseNewsComments)
      .where(eq(courseNewsComments.newsId, Number(newsId)));
    expect(rows.map((r) => [r.authorName, r.content])).toEqual([["Ana", "¡Gracias!"]]);

    // The same item posted from another course's page is refused (409), nothing stored.
    const other = await post(newsAction, "/cursos/noticias?curso=3-eso", {
      news_id: newsId,
      author_name: "X",
      author_course: "3º",
      content: "y",
      _js: "1",
    });
    expect(status(other)).toBe(409);
  });

  it("refuses empty fields with the spec's notice and keeps nothing", async () => {
    const result = await post(newsAction, "/cursos/noticias?curso=2-eso", {
      news_id: "1",
      author_name: "  ",
      author_course: "",
      content: "hola",
      _js: "1",
    });
    expect(status(result)).toBe(400);
    expect(body<{ notice: { title: string; description: string } }>(result).notice).toMatchObject({
      title: "Campos incompletos",
      description: "Por favor, rellena tu nombre, curso y comentario.",
    });
  });
});

describe("suggestion box", () => {
  it("stores a suggestion in contactMessages (source buzon, no email)", async () => {
    const result = await post(suggestionAction, "/cursos/buzon-sugerencias", {
      name: "Leo",
      course: "3º ESO B",
      message: "Más voleibol",
      _js: "1",
    });
    expect(body<{ notice: { title: string; description: string } }>(result).notice).toMatchObject({
      title: "¡Mensaje enviado!",
      description: "Gracias por tu sugerencia. ¡La leeré con atención!",
    });
    const [row] = await handle.db.select().from(contactMessages).where(eq(contactMessages.source, "buzon"));
    expect(row).toMatchObject({ name: "Leo", course: "3º ESO B", message: "Más voleibol", email: null });
  });

  it("needs all three fields", async () => {
    const result = await post(suggestionAction, "/cursos/buzon-sugerencias", {
      name: "Leo",
      course: "",
      message: "x",
      _js: "1",
    });
    expect(status(result)).toBe(400);
    expect(body<{ notice: { title: string } }>(result).notice.title).toBe("Campos incompletos");
  });
});

describe("achievements", () => {
  it("shows one course's achievements, or all of them without a course", async () => {
    const all = (await call(achievementsLoader, "/cursos/rincon-de-logros")) as Awaited<
      ReturnType<typeof achievementsLoader>
    >;
    expect(all.achievements.map((a) => a.className)).toEqual(["2º ESO B", "3º ESO B"]);
    expect(all.achievements.every((a) => a.title === "Curso más participativo en la competición del recreo")).toBe(
      true,
    );
    const third = (await call(achievementsLoader, "/cursos/rincon-de-logros?curso=3-eso")) as Awaited<
      ReturnType<typeof achievementsLoader>
    >;
    expect(third.achievements.map((a) => a.className)).toEqual(["3º ESO B"]);
    const bach = (await call(achievementsLoader, "/cursos/rincon-de-logros?curso=1-bachillerato")) as Awaited<
      ReturnType<typeof achievementsLoader>
    >;
    expect(bach.achievements).toEqual([]);
  });
});

describe("course gates", () => {
  it("a locked ranking carries no names at all", async () => {
    const data = (await call(rankingLoader, "/cursos/ranking-amigable?curso=2-eso")) as Awaited<
      ReturnType<typeof rankingLoader>
    >;
    expect(data.unlocked).toBe(false);
    expect(data.entries).toBeNull();
    const serialised = JSON.stringify(data);
    for (const name of GATED_NAMES) expect(serialised).not.toContain(name);
  });

  it("refuses a wrong password with the spec's notice", async () => {
    const result = await post(rankingAction, "/cursos/ranking-amigable?curso=2-eso", { password: "nope" });
    expect(status(result)).toBe(400);
    expect(body<FormAnswer>(result).notice).toMatchObject({
      title: "Error de contraseña",
      description: "La contraseña introducida es incorrecta. Inténtalo de nuevo.",
    });
  });

  it("opens the course for this browser with the right password, and only that course", async () => {
    const result = (await post(rankingAction, "/cursos/ranking-amigable?curso=2-eso&clase=B", {
      password: "clave-2eso",
    })) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe("/cursos/ranking-amigable?curso=2-eso&clase=B");
    const setCookie = result.headers.getSetCookie().find((c) => c.startsWith("ef_gate_2-eso="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const cookie = cookiesFrom(result);

    const data = (await call(rankingLoader, "/cursos/ranking-amigable?curso=2-eso&clase=B", {
      headers: { Cookie: cookie },
    })) as Awaited<ReturnType<typeof rankingLoader>>;
    expect(data.unlocked).toBe(true);
    expect(data.classLetter).toBe("B");
    expect(data.entries?.map((e) => e.name)).toEqual(["Iván Quesada", "Luna Arregui", "Rubén Tamayo", "Jimena Olmedo"]);
    expect(data.entries?.[0]?.badges).toEqual(["proyectos", "web"]);

    // The 2º ESO cookie does not open 3º ESO.
    const third = (await call(rankingLoader, "/cursos/ranking-amigable?curso=3-eso", {
      headers: { Cookie: cookie },
    })) as Awaited<ReturnType<typeof rankingLoader>>;
    expect(third.unlocked).toBe(false);
  });

  it("a forged or stale cookie opens nothing", async () => {
    const forged = (await call(rankingLoader, "/cursos/ranking-amigable?curso=2-eso", {
      headers: { Cookie: "ef_gate_2-eso=abc" },
    })) as Awaited<ReturnType<typeof rankingLoader>>;
    expect(forged.unlocked).toBe(false);
    const ok = (await post(rankingAction, "/cursos/ranking-amigable?curso=2-eso", {
      password: "clave-2eso",
    })) as Response;
    const cookie = cookiesFrom(ok);
    // A new course password locks the browsers that used the old one.
    await handle.db
      .update(gatePasswords)
      .set({ passwordHash: await hashPassword("otra-clave") })
      .where(eq(gatePasswords.gate, "course:2-eso"));
    const stale = (await call(rankingLoader, "/cursos/ranking-amigable?curso=2-eso", {
      headers: { Cookie: cookie },
    })) as Awaited<ReturnType<typeof rankingLoader>>;
    expect(stale.unlocked).toBe(false);
  });

  it("group progress: locked without names, then podium data for the class", async () => {
    const locked = (await call(progressLoader, "/cursos/progreso-grupo")) as Awaited<ReturnType<typeof progressLoader>>;
    expect(locked.course.slug).toBe("1-bachillerato");
    expect(locked.entries).toBeNull();
    const ok = (await post(progressAction, "/cursos/progreso-grupo?clase=B", { password: "clave-1bach" })) as Response;
    expect(ok.status).toBe(303);
    const data = (await call(progressLoader, "/cursos/progreso-grupo?clase=B", {
      headers: { Cookie: cookiesFrom(ok) },
    })) as Awaited<ReturnType<typeof progressLoader>>;
    expect(data.entries?.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    expect(data.group).toEqual({ average: 83, unlisted: 81 });
  });

  it("slows down a browser's wrong guesses (429 with the wait), without shutting the course to its classmates", async () => {
    const ctx = context;
    const ip = "198.51.100.50";
    try {
      context = {
        ...ctx,
        limits: { ...ctx.limits, passwordAttemptsPerAddress: 60 },
        client: { ip, browserId: "navegador-a" },
      };
      for (let i = 0; i < 6; i++)
        expect(status(await post(progressAction, "/cursos/progreso-grupo", { password: `mal${i}` }))).toBe(400);
      const waiting = await post(progressAction, "/cursos/progreso-grupo", { password: "clave-1bach" });
      expect(status(waiting)).toBe(429);
      expect(body<FormAnswer>(waiting).notice?.description).toMatch(/Espera 2 segundos/);
      context = { ...context, client: { ip, browserId: "navegador-b" } };
      expect(status(await post(progressAction, "/cursos/progreso-grupo", { password: "clave-1bach" }))).toBe(303);
    } finally {
      context = ctx;
    }
  });

  it("stops a script without cookies at the address's free guesses, then makes it wait", async () => {
    const ctx = context;
    try {
      context = {
        ...ctx,
        limits: { ...ctx.limits, passwordAttemptsPerAddress: 8 },
        client: { ip: "198.51.100.51", browserId: null },
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(progressAction, "/cursos/progreso-grupo", { password: `mal${i}` })),
      );
      // Counted before checking: the address's 8 guesses (the last starts the wait); the rest are not checked.
      expect(answers.map(status).filter((s) => s === 400)).toHaveLength(8);
      expect(answers.map(status).filter((s) => s === 429)).toHaveLength(12);
    } finally {
      context = ctx;
    }
  });
});
