import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { blogPosts, courseNews, rankingEntries } from "../../../db/schema";
import * as coursesPage from "../../../app/routes/admin/cursos";
import * as contentPage from "../../../app/routes/admin/contenido";
import * as schoolYear from "../../../app/routes/admin/curso-escolar";
import * as coursePage from "../../../app/routes/cursos/course-page";
import * as root from "../../../app/root";
import { listCourses } from "../../../app/courses/server/course-catalog.server";
import { checkGatePassword } from "../../../app/people/server/gates.server";
import { getCurrentSchoolYear } from "../../../app/archive/server/school-years.server";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import { GENEROUS_LIMITS } from "../../helpers/app-context";
import { body, call, type Fn, openPanel, post, refusal, status } from "../../helpers/panel";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

const client = { ip: "203.0.113.9", browserId: null, established: false };
const addFourth = (fields: Record<string, string> = {}) =>
  post(
    coursesPage.action as Fn,
    "/admin/cursos",
    {
      intent: "addCourse",
      label: "4º ESO",
      slug: "",
      classes: "A-D",
      zone: "ranking",
      password: "cuarto-44",
      ...fields,
    },
    adminCookie,
  );
const menu = async () =>
  body<{ settings: { courseLinks: { label: string; to: string }[] } }>(await call(root.loader as Fn, "/")).settings
    .courseLinks;

describe("the school's courses are the teacher's", () => {
  it("an existing site keeps its three courses, in order, with their classes and the group progress in 1º Bachillerato", async () => {
    expect(await listCourses(handle.db)).toEqual([
      { slug: "2-eso", label: "2º ESO", classes: ["A", "B", "C"], zone: "ranking" },
      { slug: "3-eso", label: "3º ESO", classes: ["A", "B", "C"], zone: "ranking" },
      { slug: "1-bachillerato", label: "1º Bachillerato", classes: ["A", "B"], zone: "progress" },
    ]);
    expect(await menu()).toEqual([
      { label: "2º ESO", to: "/cursos/2-eso" },
      { label: "3º ESO", to: "/cursos/3-eso" },
      { label: "1º Bachillerato", to: "/cursos/1-bachillerato" },
    ]);
  });

  it("a course added with classes A–D has its address, page, menu entry, password and classes in the ranking", async () => {
    // The page answers with the password, once (only its hash is kept): the teacher writes it down.
    const added = await addFourth();
    expect(status(added)).toBe(200);
    expect(body<{ reply: Record<string, string> }>(added).reply).toEqual({ added: "4º ESO", password: "cuarto-44" });
    expect((await listCourses(handle.db)).at(-1)).toEqual({
      slug: "4-eso",
      label: "4º ESO",
      classes: ["A", "B", "C", "D"],
      zone: "ranking",
    });
    expect((await menu()).at(-1)).toEqual({ label: "4º ESO", to: "/cursos/4-eso" });
    const page = body<{ course: { label: string }; content: { banner: string } }>(
      await call(coursePage.loader as Fn, "/cursos/4-eso", { params: { curso: "4-eso" } }),
    );
    expect(page.course.label).toBe("4º ESO");
    expect(page.content.banner).toBe("¡Bienvenidos y bienvenidas a 4º ESO!");
    expect((await checkGatePassword(handle.db, "course:4-eso", "cuarto-44", client, GENEROUS_LIMITS)).outcome).toBe(
      "granted",
    );

    // The ranking's course and class selects offer it, and its class D is taken; a class it has not is refused.
    const editor = body<{ editor: { fields: Record<string, { options?: { value: string }[] }> } }>(
      await call(contentPage.loader as Fn, "/admin/contenido/ranking", {
        cookie: adminCookie,
        params: { seccion: "ranking" },
      }),
    ).editor;
    expect(editor.fields["course"]?.options?.map((o) => o.value)).toContain("4º ESO");
    expect(editor.fields["classLetter"]?.options?.map((o) => o.value)).toEqual(["A", "B", "C", "D"]);
    const place = { intent: "create", course: "4º ESO", rank: "1", name: "Lucía", points: "120", badges: "" };
    const url = "/admin/contenido/ranking";
    expect(
      status(
        await post(contentPage.action as Fn, url, { ...place, classLetter: "D" }, adminCookie, { seccion: "ranking" }),
      ),
    ).toBe(302);
    const refused = await post(contentPage.action as Fn, url, { ...place, classLetter: "E" }, adminCookie, {
      seccion: "ranking",
    });
    expect(status(refused)).toBe(400);
    expect(refusal(refused).fieldErrors["classLetter"]).toBe("Elige una clase de 4º ESO.");
    const unknown = await post(
      contentPage.action as Fn,
      url,
      { ...place, course: "5º ESO", classLetter: "A" },
      adminCookie,
      { seccion: "ranking" },
    );
    expect(refusal(unknown).fieldErrors["course"]).toBe("Elige un curso de la lista.");
    expect(await handle.db.$count(rankingEntries, eq(rankingEntries.course, "4º ESO"))).toBe(1);
  });

  it("refuses a name or address taken, a page of the course zone, a second group progress, and keeps what was typed", async () => {
    const taken = await addFourth({ slug: "cuarto" });
    expect(status(taken)).toBe(409);
    expect(refusal(taken).fieldErrors["label"]).toMatch(/Ya hay un curso con ese nombre/);
    expect(refusal(taken).values).toMatchObject({ label: "4º ESO", classes: "A-D" });
    const reserved = await addFourth({ label: "Noticias", slug: "noticias" });
    expect(status(reserved)).toBe(400);
    expect(refusal(reserved).fieldErrors["slug"]).toBe("«noticias» es una página de la zona de curso: elige otra.");
    const blogFilter = await addFourth({ label: "Todos", slug: "todos" });
    expect(status(blogFilter)).toBe(400);
    expect(refusal(blogFilter).fieldErrors["slug"]).toBe("«todos» es un filtro del blog: elige otra.");
    const progress = await addFourth({ label: "2º Bachillerato", zone: "progress" });
    expect(status(progress)).toBe(400);
    expect(refusal(progress).formError).toMatch(/ya lo muestra 1º Bachillerato/);
    const classes = await addFourth({ label: "FP Básica", classes: "A, B!" });
    expect(refusal(classes).fieldErrors["classes"]).toBe("Escribe las clases así: A, B, C o A-D (12 como mucho).");
    expect((await listCourses(handle.db)).map((c) => c.slug)).toEqual(["2-eso", "3-eso", "1-bachillerato", "4-eso"]);
  });

  it("a renamed course takes its news and posts with it; moving it changes the menu's order", async () => {
    const before = await handle.db.$count(courseNews, eq(courseNews.course, "3º ESO"));
    expect(before).toBeGreaterThan(0);
    await handle.db.insert(blogPosts).values({ title: "Salida", content: "Texto", category: "3º ESO" });
    const posts = await handle.db.$count(blogPosts, eq(blogPosts.category, "3º ESO"));
    const renamed = await post(
      coursesPage.action as Fn,
      "/admin/cursos",
      { intent: "updateCourse", id: "3-eso", label: "3º ESO Bilingüe", classes: "A, B, C, D, E", zone: "ranking" },
      adminCookie,
    );
    expect(status(renamed)).toBe(302);
    expect(await handle.db.$count(courseNews, eq(courseNews.course, "3º ESO Bilingüe"))).toBe(before);
    expect(await handle.db.$count(blogPosts, eq(blogPosts.category, "3º ESO Bilingüe"))).toBe(posts);
    expect(await handle.db.$count(blogPosts, eq(blogPosts.category, "3º ESO"))).toBe(0);
    expect(
      status(
        await post(
          coursesPage.action as Fn,
          "/admin/cursos",
          { intent: "moveCourse", id: "4-eso", direction: "up" },
          adminCookie,
        ),
      ),
    ).toBe(302);
    expect((await menu()).map((l) => l.label)).toEqual(["2º ESO", "3º ESO Bilingüe", "4º ESO", "1º Bachillerato"]);
  });

  it("a retired course leaves the menu and the forms; its address answers 410 pointing to the archive; it can come back", async () => {
    expect(
      status(
        await post(coursesPage.action as Fn, "/admin/cursos", { intent: "retireCourse", id: "4-eso" }, adminCookie),
      ),
    ).toBe(302);
    expect((await menu()).map((l) => l.to)).not.toContain("/cursos/4-eso");
    const gone = await call(coursePage.loader as Fn, "/cursos/4-eso", { params: { curso: "4-eso" } });
    expect(status(gone)).toBe(410);
    expect(body<{ retired: string }>(gone).retired).toBe("4º ESO");
    expect(status(await call(coursePage.loader as Fn, "/cursos/9-eso", { params: { curso: "9-eso" } }))).toBe(404);
    // Its rows stay (the archive files them with the year).
    expect(await handle.db.$count(rankingEntries, eq(rankingEntries.course, "4º ESO"))).toBe(1);
    expect(
      status(
        await post(coursesPage.action as Fn, "/admin/cursos", { intent: "restoreCourse", id: "4-eso" }, adminCookie),
      ),
    ).toBe(302);
    expect((await menu()).at(-1)).toEqual({ label: "4º ESO", to: "/cursos/4-eso" });
  });

  it("closing the year asks a new password for every course in use, the added one too", async () => {
    const page = body<{ newYearGates: { gate: string; label: string }[] }>(
      await call(schoolYear.loader as Fn, "/admin/curso-escolar", { cookie: adminCookie }),
    );
    expect(page.newYearGates.map((g) => g.gate)).toEqual([
      "course:2-eso",
      "course:3-eso",
      "course:1-bachillerato",
      "course:4-eso",
    ]);
    const year = await getCurrentSchoolYear(handle.db);
    const fields = {
      intent: "closeYear",
      year,
      understood: "on",
      "course:2-eso": "nueva-22",
      "course:3-eso": "nueva-33",
      "course:1-bachillerato": "nueva-11",
    };
    const missing = await post(schoolYear.action as Fn, "/admin/curso-escolar", fields, adminCookie);
    expect(status(missing)).toBe(400);
    expect(refusal(missing).formError).toBe("Falta la contraseña nueva de 4º ESO: recarga la página.");
    expect(await getCurrentSchoolYear(handle.db)).toBe(year);
    const closed = await post(
      schoolYear.action as Fn,
      "/admin/curso-escolar",
      { ...fields, "course:4-eso": "nueva-44" },
      adminCookie,
    );
    expect(status(closed)).toBe(200);
    expect((await checkGatePassword(handle.db, "course:4-eso", "nueva-44", client, GENEROUS_LIMITS)).outcome).toBe(
      "granted",
    );
  });
});
