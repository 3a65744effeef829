import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, oldAddresses, projects } from "../../db/schema";
import * as coursesPage from "../../app/routes/admin/cursos";
import * as projectsPage from "../../app/routes/admin/proyectos";
import * as menuPage from "../../app/routes/admin/menu";
import * as settingsPage from "../../app/routes/admin/ajustes";
import { leaguePath } from "../../app/platform/domain/site-settings";
import { getMenuLayout, getSiteSettings } from "../../app/platform/server/site-settings.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { type Fn, openPanel, post, status } from "../helpers/panel";

/**
 * Two saves of the school's courses, projects, menu or league name at the same moment (two tabs, a double tap on a slow phone). On
 * PostgreSQL (CI runs this file with TEST_DATABASE_URL) the transactions really overlap; on PGlite
 * they are serialised.
 */
const ROUNDS = 10;
let handle: DatabaseHandle;
let adminCookie: string;
beforeAll(async () => {
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});

const send = (fields: Record<string, string>) => post(coursesPage.action as Fn, "/admin/cursos", fields, adminCookie);

describe("two saves of the school's courses at once", () => {
  it(`the same course added twice is added once, the other told so (409, never a 500), over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const fields = {
        intent: "addCourse",
        label: `Curso ${round}`,
        slug: `curso-${round}`,
        classes: "A-C",
        zone: "ranking",
        password: "clave-curso",
      };
      const answers = await Promise.all([send(fields), send(fields)]);
      expect(answers.map(status).sort(), `round ${round}`).toEqual([200, 409]);
    }
    const rows = await handle.db.select({ slug: courses.slug }).from(courses);
    expect(rows).toHaveLength(3 + ROUNDS);
  });

  it(`the same list of courses sent twice at once is added once, the other told so (4xx, never a 500), over ${ROUNDS} rounds`, async () => {
    const before = await handle.db.$count(courses);
    for (let round = 0; round < ROUNDS; round++) {
      const fields = { intent: "addCourses", courses: `Lista ${round} A: A-B\nLista ${round} B: A` };
      const answers = (await Promise.all([send(fields), send(fields)])).map(status).sort();
      expect(answers[0], `round ${round}`).toBe(200);
      expect(answers[1], `round ${round}`).toBeGreaterThanOrEqual(400);
      expect(answers[1], `round ${round}`).toBeLessThan(500);
    }
    expect(await handle.db.$count(courses)).toBe(before + 2 * ROUNDS);
  });

  it(`two courses added at once take two places of the order, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const add = (name: string) =>
        send({ intent: "addCourse", label: name, classes: "A", zone: "ranking", password: "clave-curso" });
      const answers = await Promise.all([add(`Grupo ${round} norte`), add(`Grupo ${round} sur`)]);
      expect(answers.map(status), `round ${round}`).toEqual([200, 200]);
    }
    const positions = (await handle.db.select({ position: courses.position }).from(courses)).map((c) => c.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it(`two moves at once leave every course in one place of the order, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([
        send({ intent: "moveCourse", id: "curso-5", direction: round % 2 ? "up" : "down" }),
        send({ intent: "moveCourse", id: "3-eso", direction: "down" }),
      ]);
      expect(answers.map(status), `round ${round}`).toEqual([302, 302]);
      const positions = (await handle.db.select({ position: courses.position }).from(courses)).map((c) => c.position);
      expect(new Set(positions).size, `round ${round}`).toBe(positions.length);
    }
  });
});

const sendProject = (fields: Record<string, string>) =>
  post(projectsPage.action as Fn, "/admin/proyectos", fields, adminCookie);

describe("two saves of the school's projects at once", () => {
  it(`the same project added twice is added once (302 + 409); two others take two places, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const add = (title: string) =>
        sendProject({ intent: "addProject", title, slug: "", icon: "leaf", theme: "green", signup: "on" });
      const same = await Promise.all([add(`Proyecto ${round}`), add(`Proyecto ${round}`)]);
      expect(same.map(status).sort(), `round ${round}`).toEqual([302, 409]);
      const two = await Promise.all([add(`Reto ${round} norte`), add(`Reto ${round} sur`)]);
      expect(two.map(status), `round ${round}`).toEqual([302, 302]);
    }
    const positions = (await handle.db.select({ position: projects.position }).from(projects)).map((p) => p.position);
    expect(positions).toHaveLength(13 + 3 * ROUNDS);
    expect(new Set(positions).size).toBe(positions.length);
  });
});

describe("two changes of the menu at once", () => {
  it(`two sections moved at once both move (neither write undoes the other), over ${ROUNDS} rounds`, async () => {
    const move = (id: string, direction: "up" | "down") =>
      post(menuPage.action as Fn, "/admin/menu", { intent: "moveSection", id, direction }, adminCookie);
    for (let round = 0; round < ROUNDS; round++) {
      const before = (await getMenuLayout(handle.db)).order;
      const answers = await Promise.all([move(before.at(-1)!, "up"), move(before[0]!, "down")]);
      expect(answers.map(status), `round ${round}`).toEqual([302, 302]);
      const after = (await getMenuLayout(handle.db)).order;
      expect(after.indexOf(before.at(-1)!), `round ${round}`).toBe(before.length - 2);
      expect(after.indexOf(before[0]!), `round ${round}`).toBe(1);
    }
  });
});

describe("two renames of the league at once", () => {
  it(`every name the league had leads to the one it keeps, over ${ROUNDS} rounds`, async () => {
    const rename = async (leagueName: string) =>
      post(
        settingsPage.action as Fn,
        "/admin/ajustes",
        { intent: "settings", ...(await getSiteSettings(handle.db)), leagueName },
        adminCookie,
      );
    const names = ["Fernando III League"];
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all([rename(`Liga ${round} norte`), rename(`Liga ${round} sur`)]);
      expect(answers.map(status), `round ${round}`).toEqual([302, 302]);
      names.push(`Liga ${round} norte`, `Liga ${round} sur`);
    }
    // Both saves of a round were live for a moment: whichever came second, the first's address is
    // an old one too. Without the row held, the second read the name the first replaced.
    const kept = leaguePath((await getSiteSettings(handle.db)).leagueName, "Mantecup");
    const moved = await handle.db.select().from(oldAddresses);
    expect(new Set(moved.map((m) => m.target))).toEqual(new Set([kept]));
    expect(moved.map((m) => m.path).sort()).toEqual(
      names
        .map((name) => leaguePath(name, "Mantecup"))
        .filter((path) => path !== kept)
        .sort(),
    );
  });
});
