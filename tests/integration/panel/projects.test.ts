import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { projectSignups } from "../../../db/schema";
import { SAMPLE_PROJECTS } from "../../../db/seed-data/projects";
import * as projectsPage from "../../../app/routes/admin/proyectos";
import * as projectPage from "../../../app/routes/proyectos/project-page";
import * as pagesPanel from "../../../app/routes/admin/paginas";
import * as inboxPage from "../../../app/routes/admin/buzon";
import * as sitemap from "../../../app/routes/sitemap.xml";
import * as root from "../../../app/root";
import { listProjects } from "../../../app/pages/server/project-catalog.server";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import { body, call, type Fn, openPanel, post, refusal, status } from "../../helpers/panel";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

const addProject = (fields: Record<string, string> = {}) =>
  post(
    projectsPage.action as Fn,
    "/admin/proyectos",
    {
      intent: "addProject",
      title: "Patios Activos",
      slug: "",
      icon: "trophy",
      theme: "green",
      signup: "on",
      ...fields,
    },
    adminCookie,
  );
const act = (intent: string, id: string, fields: Record<string, string> = {}) =>
  post(projectsPage.action as Fn, "/admin/proyectos", { intent, id, ...fields }, adminCookie);
const menu = async () =>
  body<{ settings: { projectLinks: { label: string; to: string }[] } }>(await call(root.loader as Fn, "/")).settings
    .projectLinks;
const visit = (slug: string) => call(projectPage.loader as Fn, `/proyectos/${slug}`, { params: { proyecto: slug } });

describe("the department's projects are the teacher's", () => {
  it("an existing site keeps its 13 projects, in order, with their looks, blocks and forms", async () => {
    expect(await listProjects(handle.db)).toEqual(SAMPLE_PROJECTS);
    expect(await menu()).toEqual(SAMPLE_PROJECTS.map((p) => ({ label: p.title, to: `/proyectos/${p.slug}` })));
    const xacobeo = body<{ project: { title: string }; xacobeo: unknown[] | null }>(await visit("desafio-xacobeo"));
    expect(xacobeo.project.title).toBe("Desafío Xacobeo");
    expect(xacobeo.xacobeo?.length).toBeGreaterThan(0);
  });

  it("a project added with a sign-up form is in the menu, has its page and editor, and files its sign-ups in the inbox", async () => {
    expect(status(await addProject())).toBe(302);
    expect((await menu()).at(-1)).toEqual({ label: "Patios Activos", to: "/proyectos/patios-activos" });
    const page = body<{
      project: { signup: boolean; icon: string };
      content: { title: string; signup: { open: boolean } };
    }>(await visit("patios-activos"));
    expect(page.project).toMatchObject({ signup: true, icon: "trophy" });
    expect(page.content.title).toBe("Patios Activos");
    expect(page.content.signup.open).toBe(true);

    const pages = body<{ groups: { group: string; pages: { key: string }[] }[] }>(
      await call(pagesPanel.loader as Fn, "/admin/paginas", { cookie: adminCookie }),
    );
    const projectPages = pages.groups.find((g) => g.group === "Nuestros Proyectos")?.pages.map((p) => p.key);
    expect(projectPages?.at(-1)).toBe("proyecto-patios-activos");

    const signedUp = await call(projectPage.action as Fn, "/proyectos/patios-activos", {
      params: { proyecto: "patios-activos" },
      fields: { nombre: "Leo", curso: "2º ESO B", _js: "1" },
    });
    expect(status(signedUp)).toBe(200);
    const [row] = await handle.db.select().from(projectSignups).where(eq(projectSignups.project, "Patios Activos"));
    expect(row?.name).toBe("Leo");
    const inbox = body<{ signupProjects: string[]; rows: unknown[] }>(
      await call(inboxPage.loader as Fn, "/admin/buzon?lista=proyectos&proyecto=Patios+Activos", {
        cookie: adminCookie,
      }),
    );
    expect(inbox.signupProjects).toContain("Patios Activos");
    expect(inbox.rows).toHaveLength(1);

    const map = await call(sitemap.loader as Fn, "/sitemap.xml");
    expect(await (map as Response).text()).toContain("/proyectos/patios-activos</loc>");
  });

  it("refuses a name or address taken (retired ones too) and a bad address, keeping what was typed", async () => {
    const taken = await addProject({ title: "patios activos", slug: "patios-2" });
    expect(status(taken)).toBe(409);
    expect(refusal(taken).fieldErrors["title"]).toMatch(/Ya hay un proyecto con ese nombre/);
    expect(refusal(taken).values).toMatchObject({ title: "patios activos", slug: "patios-2" });
    const address = await addProject({ title: "Otro", slug: "health-leaders" });
    expect(refusal(address).fieldErrors["slug"]).toMatch(/Ya hay un proyecto/);
    const bad = await addProject({ title: "Otro", slug: "Con Espacios" });
    expect(status(bad)).toBe(400);
    expect(refusal(bad).fieldErrors["slug"]).toBe(
      "Escribe la dirección con letras sin tilde, números y guiones: patios-activos.",
    );
    const icon = await addProject({ title: "Otro", icon: "rocket" });
    expect(status(icon)).toBe(400);
    expect(refusal(icon).fieldErrors["icon"]).toBeTruthy();
    expect(await listProjects(handle.db)).toHaveLength(14);
  });

  it("a renamed project takes its sign-ups with it; moving it changes the menu's order", async () => {
    const renamed = await act("updateProject", "patios-activos", {
      title: "Recreos Activos",
      icon: "trophy",
      theme: "green",
      signup: "on",
    });
    expect(status(renamed)).toBe(302);
    expect(await handle.db.$count(projectSignups, eq(projectSignups.project, "Recreos Activos"))).toBe(1);
    expect(status(await act("moveProject", "patios-activos", { direction: "up" }))).toBe(302);
    expect((await menu()).slice(-2).map((l) => l.label)).toEqual(["Recreos Activos", "+Deporte"]);
  });

  it("a retired project leaves the menu; its address answers 410 saying it ended; its sign-ups stay; it can come back", async () => {
    expect(status(await act("retireProject", "carrera-plogging"))).toBe(302);
    expect((await menu()).map((l) => l.to)).not.toContain("/proyectos/carrera-plogging");
    const gone = await visit("carrera-plogging");
    expect(status(gone)).toBe(410);
    expect(body<{ retired: string }>(gone).retired).toBe("Carrera Plogging");
    expect(status(await visit("no-existe"))).toBe(404);
    const sign = await call(projectPage.action as Fn, "/proyectos/carrera-plogging", {
      params: { proyecto: "carrera-plogging" },
      fields: { nombre: "Leo", curso: "2º ESO B" },
    });
    expect(status(sign)).toBe(410);

    expect(status(await act("retireProject", "patios-activos"))).toBe(302);
    expect(await handle.db.$count(projectSignups, eq(projectSignups.project, "Recreos Activos"))).toBe(1);
    const inbox = body<{ signupProjects: string[] }>(
      await call(inboxPage.loader as Fn, "/admin/buzon?lista=proyectos", { cookie: adminCookie }),
    );
    expect(inbox.signupProjects).toContain("Recreos Activos");

    expect(status(await act("restoreProject", "carrera-plogging"))).toBe(302);
    expect((await menu()).at(-1)).toEqual({ label: "Carrera Plogging", to: "/proyectos/carrera-plogging" });
    expect(status(await visit("carrera-plogging"))).toBe(200);
  });
});
