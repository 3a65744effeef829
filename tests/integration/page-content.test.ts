import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pageDrafts, pageRevisions, uploads } from "../../db/schema";
import { seedDatabase } from "../../app/site/server/seed.server";
import type { AppContext } from "../../app/platform/server/context.server";
import type { CourseDocument, HomeDocument, ProjectDocument } from "../../app/pages/copy/page-editors";
import type { FormAnswer } from "../../app/platform/domain/form-answer";
import * as layout from "../../app/routes/admin/layout";
import * as editor from "../../app/routes/admin/pagina";
import * as pageList from "../../app/routes/admin/paginas";
import * as root from "../../app/root";
import * as homePage from "../../app/routes/home";
import * as coursePage from "../../app/routes/cursos/course-page";
import * as projectPage from "../../app/routes/proyectos/project-page";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { signInTeacherAndOrganiser } from "../helpers/staff";
import { callRoute, dataOf, type RouteFunction, statusOf } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

type Fn = RouteFunction;
let handle: DatabaseHandle;
let context: AppContext;
let teacher: string;
let organiser: string;

const panel = (fn: Fn, url: string, options: { cookie?: string; fields?: Record<string, string> } = {}) =>
  callRoute(fn, url, {
    context,
    cookie: options.cookie ?? teacher,
    fields: options.fields,
    middleware: layout.middleware,
  });
const publicPage = <T>(fn: Fn, url: string, cookie?: string) =>
  callRoute(fn, url, { context, cookie }).then((answer) => dataOf<T>(answer)!);

/** The editor's form for a page as it now is (what the teacher's browser would send back). */
async function editorValues(key: string) {
  return dataOf<{ values: Record<string, string> }>(await panel(editor.loader as Fn, `/admin/paginas/${key}`))!.values;
}
const publish = (key: string, values: Record<string, string>, mode = "publish") =>
  panel(editor.action as Fn, `/admin/paginas/${key}`, { fields: { ...values, intent: "save", mode } });

beforeAll(async () => {
  handle = await createTestDatabase();
  const reads = testContext(handle.db).reads;
  // As on the server: a committed write empties what is kept in memory.
  context = { ...testContext(handle.db), reads, limits: GENEROUS_LIMITS, dataChanged: () => reads.clear() };
  ({ teacher, organiser } = await signInTeacherAndOrganiser(context));
});
afterAll(async () => {
  await handle?.close();
});

describe("editable pages", () => {
  it("start with the site's first content, one revision each, and the public pages show it", async () => {
    const revisions = await handle.db.select().from(pageRevisions);
    expect(revisions.length).toBe(23);
    expect(new Set(revisions.map((r) => r.pageKey)).size).toBe(23);
    const home = await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/");
    expect(home.content.about.paragraphs[0]).toMatch(/^Soy \{profe\}, doctor en Ciencias/);
    expect(home.content.about.photo).toEqual({ src: "/img/profesor.svg", alt: "Retrato del profesor {profe}" });
    const list = dataOf<{ groups: { group: string; pages: { title: string }[] }[] }>(
      await panel(pageList.loader as Fn, "/admin/paginas"),
    )!;
    expect(list.groups.map((g) => g.group)).toEqual([
      "Inicio",
      "Nuestros Proyectos",
      "Cursos",
      "Campeonatos",
      "Bilingüismo",
      "Todas las páginas",
    ]);
    expect(list.groups[1]!.pages).toHaveLength(13);
  });

  it("are the teacher's only: an organiser gets 403 and nothing is written", async () => {
    const before = await handle.db.$count(pageRevisions);
    expect(statusOf(await panel(editor.loader as Fn, "/admin/paginas/inicio", { cookie: organiser }))).toBe(403);
    const values = await editorValues("inicio");
    const refused = await panel(editor.action as Fn, "/admin/paginas/inicio", {
      cookie: organiser,
      fields: { ...values, intent: "save", mode: "publish" },
    });
    expect(statusOf(refused)).toBe(403);
    expect(await handle.db.$count(pageRevisions)).toBe(before);
    expect(statusOf(await panel(editor.loader as Fn, "/admin/paginas/no-existe"))).toBe(404);
  });

  it("refuse a form with a bad link, a made-up video or a picture from elsewhere, by field, keeping what was typed, writing nothing", async () => {
    const before = await handle.db.$count(pageRevisions);
    const values = await editorValues("proyecto-conquista-el-reto");
    const typed = {
      ...values,
      intro: "Texto nuevo que no se pierde",
      "links.0.href": "javascript:alert(1)",
      "video.youtubeId": "nada",
      "gallery.0.image.src": "https://tracker.example/x.png",
      "gallery.0.image.alt": "x",
    };
    const answer = await publish("proyecto-conquista-el-reto", typed);
    expect(statusOf(answer)).toBe(400);
    const { result } = dataOf<FormAnswer>(answer)!;
    expect(result.error?.["links.0.href"]?.[0]).toBe("Escribe una dirección completa que empiece por https://.");
    expect(result.error?.["video.youtubeId"]?.[0]).toMatch(/^No es un vídeo de YouTube/);
    expect(result.error?.["gallery.0.image.src"]?.[0]).toMatch(/^Usa una imagen de la web/);
    expect((result.initialValue as Record<string, string>).intro).toBe("Texto nuevo que no se pierde");
    expect(await handle.db.$count(pageRevisions)).toBe(before);
  });

  it("refuses a site link that a browser follows off the site, in a link field and inside a paragraph's link", async () => {
    const before = await handle.db.$count(pageRevisions);
    const values = await editorValues("inicio");
    for (const to of ["/\\evil.example/x", "/.//evil.example/x", "//evil.example", "/%2e//evil.example"]) {
      const answer = await publish("inicio", { ...values, "heroActions.0.to": to });
      expect(statusOf(answer), to).toBe(400);
      expect(dataOf<FormAnswer>(answer)!.result.error?.["heroActions.0.to"]?.[0], to).toMatch(
        /^Escribe una dirección que empiece por https:\/\//,
      );
    }
    expect(await handle.db.$count(pageRevisions)).toBe(before);
    // A paragraph's [text](/\host) stays text on the page: no link leaves the site.
    expect(
      statusOf(
        await publish("inicio", {
          ...values,
          "about.paragraphs": "Mira [esto](/\\evil.example/x) y [el horario](/horarios).",
        }),
      ),
    ).toBe(302);
    const home = await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/");
    const { parseInlineMarks } = await import("../../app/platform/domain/inline-marks");
    const pieces = parseInlineMarks(home.content.about.paragraphs[0]!);
    expect(pieces.filter((p) => p.kind === "link")).toEqual([{ kind: "link", text: "el horario", href: "/horarios" }]);
    expect(pieces.map((p) => p.text).join("")).toContain("[esto](/\\evil.example/x)");
    expect(statusOf(await publish("inicio", values))).toBe(302);
  });

  it("shows a draft to the teacher only: an organiser previewing a page sees the published one", async () => {
    const original = await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/");
    const values = await editorValues("inicio");
    expect(statusOf(await publish("inicio", { ...values, tagline: "Borrador secreto" }, "preview"))).toBe(302);
    expect(
      (await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/?vista-previa=inicio", organiser)).content,
    ).toEqual(original.content);
    expect(
      dataOf<{ preview: unknown }>(
        await callRoute(root.loader as Fn, "/?vista-previa=inicio", { context, cookie: organiser }),
      )!.preview,
    ).toBeNull();
    expect(
      (await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/?vista-previa=inicio", teacher)).content
        .tagline,
    ).toBe("Borrador secreto");
    expect(
      statusOf(await panel(editor.action as Fn, "/admin/paginas/inicio", { fields: { intent: "discardDraft" } })),
    ).toBeLessThan(400);
  });

  it("a project page: text, a link, a gallery photo and the video change on the public page at once; restoring brings it back", async () => {
    const key = "proyecto-sombras-y-brillo";
    const original = await publicPage<{ content: ProjectDocument }>(
      projectPage.loader as Fn,
      "/proyectos/sombras-y-brillo",
    );
    await handle.db.insert(uploads).values({
      fileName: "ensayo1234.jpg",
      originalName: "ensayo.jpg",
      contentType: "image/jpeg",
      bytes: 1000,
      width: 1600,
      height: 1200,
      variantWidths: [480, 960, 1600],
    });
    const values = await editorValues(key);
    // The list buttons: add a link and a photo (the form comes back with the items; nothing is saved).
    const withLink = dataOf<FormAnswer>(
      await panel(editor.action as Fn, `/admin/paginas/${key}`, {
        fields: { ...values, intro: "Luz negra", intent: "save", edit: "add:links" },
      }),
    )!;
    const afterLink = withLink.result.initialValue as Record<string, string>;
    expect(afterLink.intro).toBe("Luz negra");
    expect(afterLink["links.0.label"]).toBe("");
    const withPhoto = dataOf<FormAnswer>(
      await panel(editor.action as Fn, `/admin/paginas/${key}`, {
        fields: { ...afterLink, intent: "save", edit: "add:gallery" },
      }),
    )!;
    const form = { ...(withPhoto.result.initialValue as Record<string, string>) };
    Object.assign(form, {
      "links.0.label": "Ensayos",
      "links.0.href": "https://example.org/ensayos",
      "links.0.description": "",
      "gallery.0.image.src": "/subidas/ensayo1234.jpg",
      "gallery.0.image.alt": "Ensayo con luz negra",
      "video.youtubeId": "https://youtu.be/dQw4w9WgXcQ",
    });
    const published = await publish(key, form);
    expect(statusOf(published)).toBe(302);

    const shown = await publicPage<{ content: ProjectDocument; images: Record<string, unknown> }>(
      projectPage.loader as Fn,
      "/proyectos/sombras-y-brillo",
    );
    expect(shown.content.intro).toEqual(["Luz negra"]);
    expect(shown.content.links).toEqual([{ label: "Ensayos", href: "https://example.org/ensayos", description: "" }]);
    expect(shown.content.gallery).toEqual([{ image: { src: "/subidas/ensayo1234.jpg", alt: "Ensayo con luz negra" } }]);
    expect(shown.images["/subidas/ensayo1234.jpg"]).toEqual({ width: 1600, height: 1200, widths: [480, 960, 1600] });
    expect(shown.content.video.youtubeId).toBe("dQw4w9WgXcQ");
    expect(shown.content.signup.open).toBe(true);

    const [newest, previous] = await handle.db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, key))
      .orderBy(desc(pageRevisions.id));
    expect(newest!.authorName).toBe("Profe");
    const restored = await panel(editor.action as Fn, `/admin/paginas/${key}`, {
      fields: { intent: "restore", id: String(previous!.version) },
    });
    expect(statusOf(restored)).toBe(302);
    const back = await publicPage<{ content: ProjectDocument }>(
      projectPage.loader as Fn,
      "/proyectos/sombras-y-brillo",
    );
    expect(back.content).toEqual(original.content);
    const audit = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(audit.map((a) => [a.action, a.target, a.actorEmail])).toEqual([
      ["Página restaurada", "Sombras y Brillo", "profe@ef.test"],
      ["Página publicada", "Sombras y Brillo", "profe@ef.test"],
    ]);
    // Each page counts its own versions (the history said «Versión 25» after two edits).
    expect([previous!.version, newest!.version]).toEqual([1, 2]);
    expect(audit[0]!.details).toBe("Versión 1 publicada de nuevo como versión 3");
    const history = dataOf<{ revisions: { version: number; restoredFrom: number | null }[] }>(
      await panel(editor.loader as Fn, `/admin/paginas/${key}`),
    )!.revisions;
    expect(history.map((r) => [r.version, r.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
  });

  it("a course page: a learning situation and a criteria image change; restoring brings them back", async () => {
    const key = "curso-2-eso";
    const original = await publicPage<{ content: CourseDocument }>(coursePage.loader as Fn, "/cursos/2-eso");
    const values = await editorValues(key);
    const published = await publish(key, {
      ...values,
      "trimesters.0.situations.0.title": "Me conozco y entreno",
      "criteria.1.image.src": "/subidas/ensayo1234.jpg",
      "criteria.1.image.alt": "Rúbrica de 2º ESO",
    });
    expect(statusOf(published)).toBe(302);
    const shown = await publicPage<{ content: CourseDocument; images: Record<string, unknown> }>(
      coursePage.loader as Fn,
      "/cursos/2-eso",
    );
    expect(shown.content.trimesters[0]!.situations[0]!.title).toBe("Me conozco y entreno");
    expect(shown.content.criteria[1]!.image).toEqual({ src: "/subidas/ensayo1234.jpg", alt: "Rúbrica de 2º ESO" });
    expect(shown.images["/subidas/ensayo1234.jpg"]).toBeDefined();
    const [, previous] = await handle.db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, key))
      .orderBy(desc(pageRevisions.id));
    await panel(editor.action as Fn, `/admin/paginas/${key}`, {
      fields: { intent: "restore", id: String(previous!.version) },
    });
    expect((await publicPage<{ content: CourseDocument }>(coursePage.loader as Fn, "/cursos/2-eso")).content).toEqual(
      original.content,
    );
  });

  it("the home page's biography and photo: previewed by the teacher only, then published, then restored", async () => {
    const original = await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/");
    const values = await editorValues("inicio");
    const preview = await publish(
      "inicio",
      {
        ...values,
        "about.paragraphs": "Soy {profe}, doctora en Ciencias del Deporte.\n\nMe encanta el **voleibol**.",
        "about.photo.src": "/subidas/ensayo1234.jpg",
        "about.photo.alt": "Retrato de la profesora {profe}",
      },
      "preview",
    );
    expect(statusOf(preview)).toBe(302);
    expect((preview as Response).headers.get("Location")).toBe("/?vista-previa=inicio");
    expect(await handle.db.$count(pageDrafts)).toBe(1);

    // The draft shows only to signed-in staff who ask for the preview; everyone else sees the published page.
    expect(
      (await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/?vista-previa=inicio")).content,
    ).toEqual(original.content);
    const previewed = await publicPage<{ content: HomeDocument }>(
      homePage.loader as Fn,
      "/?vista-previa=inicio",
      teacher,
    );
    expect(previewed.content.about.paragraphs).toEqual([
      "Soy {profe}, doctora en Ciencias del Deporte.",
      "Me encanta el **voleibol**.",
    ]);
    // Previewing another page (the footer, on the same screen) does not show this page's draft.
    expect(
      (await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/?vista-previa=pie-de-pagina", teacher))
        .content,
    ).toEqual(original.content);
    expect(
      dataOf<{ preview: unknown }>(
        await callRoute(root.loader as Fn, "/?vista-previa=inicio", { context, cookie: teacher }),
      )!.preview,
    ).toEqual({ key: "inicio", title: "Inicio", hasDraft: true });
    expect(
      dataOf<{ preview: unknown }>(await callRoute(root.loader as Fn, "/?vista-previa=inicio", { context }))!.preview,
    ).toBeNull();
    expect((await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/")).content).toEqual(original.content);

    // The editor starts from the draft; the preview's banner publishes it.
    expect((await editorValues("inicio"))["about.photo.alt"]).toBe("Retrato de la profesora {profe}");
    expect(
      statusOf(await panel(editor.action as Fn, "/admin/paginas/inicio", { fields: { intent: "publishDraft" } })),
    ).toBe(302);
    expect(await handle.db.$count(pageDrafts)).toBe(0);
    const home = await publicPage<{ content: HomeDocument; images: Record<string, unknown> }>(
      homePage.loader as Fn,
      "/",
    );
    expect(home.content.about.photo).toEqual({
      src: "/subidas/ensayo1234.jpg",
      alt: "Retrato de la profesora {profe}",
    });
    expect(home.images["/subidas/ensayo1234.jpg"]).toEqual({ width: 1600, height: 1200, widths: [480, 960, 1600] });

    // A restart keeps what the teacher published (the first content fills only pages with none).
    await seedDatabase(handle.db);
    context.reads.clear();
    expect((await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/")).content.about.photo.src).toBe(
      "/subidas/ensayo1234.jpg",
    );

    const [, previous] = await handle.db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageKey, "inicio"))
      .orderBy(desc(pageRevisions.id));
    await panel(editor.action as Fn, "/admin/paginas/inicio", {
      fields: { intent: "restore", id: String(previous!.version) },
    });
    expect((await publicPage<{ content: HomeDocument }>(homePage.loader as Fn, "/")).content).toEqual(original.content);
  });

  it("does not let a publish silently replace one made meanwhile: 409, the typed values kept, nothing written", async () => {
    const key = "proyecto-carrera-plogging";
    const opened = dataOf<{ values: Record<string, string>; basedOn: number }>(
      await panel(editor.loader as Fn, `/admin/paginas/${key}`),
    )!;
    // A colleague publishes first.
    expect(
      statusOf(
        await publish(key, {
          ...opened.values,
          tagline: "Corre, recoge y cuida el pueblo.",
          basedOn: String(opened.basedOn),
        }),
      ),
    ).toBe(302);
    const before = await handle.db.$count(pageRevisions);
    const late = await publish(key, { ...opened.values, intro: "Mi versión", basedOn: String(opened.basedOn) });
    expect(statusOf(late)).toBe(409);
    const answer = dataOf<FormAnswer>(late)!;
    expect(answer.result.error?.[""]?.[0]).toMatch(
      /^Alguien ha publicado esta página \(versión \d+\) mientras la editabas/,
    );
    expect((answer.result.initialValue as Record<string, string>).intro).toBe("Mi versión");
    expect(await handle.db.$count(pageRevisions)).toBe(before);
    // Pressed again on the newest version, it is published.
    const now = dataOf<{ basedOn: number }>(await panel(editor.loader as Fn, `/admin/paginas/${key}`))!.basedOn;
    expect(statusOf(await publish(key, { ...opened.values, intro: "Mi versión", basedOn: String(now) }))).toBe(302);
    expect(
      (await publicPage<{ content: ProjectDocument }>(projectPage.loader as Fn, "/proyectos/carrera-plogging")).content
        .intro,
    ).toEqual(["Mi versión"]);
  });

  it("a project whose sign-up the teacher closes shows no form and refuses sign-ups", async () => {
    const values = await editorValues("proyecto-health-leaders");
    delete values["signup.open"];
    expect(statusOf(await publish("proyecto-health-leaders", values))).toBe(302);
    const shown = await publicPage<{ content: ProjectDocument }>(projectPage.loader as Fn, "/proyectos/health-leaders");
    expect(shown.content.signup.open).toBe(false);
    const refused = await callRoute(projectPage.action as Fn, "/proyectos/health-leaders", {
      context,
      fields: { nombre: "Ana", curso: "2º ESO A", email: "ana@example.org" },
    });
    expect(statusOf(refused)).toBe(403);
  });
});
