import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  competitions,
  courseNews,
  courses,
  gatePasswords,
  honorees,
  newsItems,
  projects,
  rankingEntries,
  timetableCells,
} from "../../db/schema";
import { seedDatabase } from "../../app/site/server/seed.server";
import { getSiteSettings } from "../../app/platform/server/site-settings.server";
import { getCurrentSchoolYear } from "../../app/archive/server/school-years.server";
import { ensureCredentials } from "../../app/site/server/first-start.server";
import { loadConfig } from "../../app/platform/server/config.server";
import { navigationFor } from "../../app/platform/copy/navigation";
import { siteAddresses } from "../../app/platform/domain/site-settings";
import { listMenu } from "../../app/site/server/menu.server";
import { listPublishedPages } from "../../app/pages/server/pages.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await handle?.close();
});

const DAY = new Date("2026-11-27T10:00:00Z");

describe("a new school starts clean (`npm start -- --vacio`)", () => {
  it("has no sample pupils, news, posts, competitions, projects or courses; its own year; a menu without them", async () => {
    expect(await seedDatabase(handle.db, { empty: true, teacherName: "Marta", today: DAY })).toBe("empty");
    for (const table of [
      projects,
      courses,
      newsItems,
      blogPosts,
      courseNews,
      rankingEntries,
      competitions,
      honorees,
      timetableCells,
    ]) {
      expect(await handle.db.$count(table)).toBe(0);
    }
    const settings = await getSiteSettings(handle.db);
    expect(settings).toMatchObject({
      teacherName: "Marta",
      schoolName: "Nuestro instituto",
      facebookUrl: "",
      timetableYear: "2026/2027",
      bilingualLabel: "Proyecto Bilingüe 26/27",
    });
    expect(await getCurrentSchoolYear(handle.db)).toBe("2026-2027");
    // Its pages start from the sample's words, without the sample school's project or logos.
    const pages = await listPublishedPages(handle.db);
    expect(pages.some(({ page }) => page.key.startsWith("proyecto-") || page.key.startsWith("curso-"))).toBe(false);
    const home = pages.find(({ page }) => page.key === "inicio")?.document as { heroActions: { to: string }[] };
    expect(home.heroActions.map((a) => a.to)).toEqual(["/horarios"]);
    expect(JSON.stringify(home)).not.toMatch(/doctor|tribunales/);
    const mantecup = pages.find(({ page }) => page.key === "torneo")?.document as Record<string, unknown>;
    expect(mantecup).toMatchObject({ teamOfMonth: { name: "" }, featuredPlayer: { name: "" }, gallery: [] });
    const menu = navigationFor({ ...settings, ...(await listMenu(handle.db)), addresses: siteAddresses(settings) });
    // Nor the bilingual section, with nothing written in it yet.
    expect(menu.map((e) => e.label)).toEqual(["Inicio", "Horarios", "Campeonatos", "Blog", "Novedades"]);
    // Its tournament and league are not the sample school's: names of their own to change in «Ajustes».
    expect(menu.find((e) => e.key === "campeonatos")).toMatchObject({
      items: expect.arrayContaining([
        { label: "Torneo de los recreos", to: "/campeonatos/torneo-de-los-recreos" },
        { label: "Liga escolar", to: "/campeonatos/liga-escolar" },
      ]),
    });
    expect(JSON.stringify(menu)).not.toMatch(/Fernando|Mantecup/);
    // Nor does any of its first pages name the sample school, its tournament or its league.
    expect(JSON.stringify(pages)).not.toMatch(/Fernando|Mantecup|Healthy Habits|2024-2025|drive\.google/);
    // Nor a scoring line that another competition's points would contradict, nor cards no rule gives.
    expect(JSON.stringify(mantecup)).not.toMatch(/Victoria 3 puntos|tarjetas/);
    // Only the organiser's password is made: there is no course yet.
    await ensureCredentials(handle.db, loadConfig({ ...process.env, ORGANISER_PASSWORD: undefined }));
    expect((await handle.db.select({ gate: gatePasswords.gate }).from(gatePasswords)).map((g) => g.gate)).toEqual([
      "organiser",
    ]);
  });

  it("stays the teacher's at every restart, with or without the flag: the sample never comes", async () => {
    expect(await seedDatabase(handle.db, { empty: true })).toBe("existing");
    expect(await seedDatabase(handle.db)).toBe("existing");
    expect(await handle.db.$count(projects)).toBe(0);
    expect(await handle.db.$count(newsItems)).toBe(0);
  });
});
