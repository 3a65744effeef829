import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { blogPosts, competitions, newsItems, schoolYears } from "../../../db/schema";
import * as schoolYear from "../../../app/routes/admin/curso-escolar";
import * as oldSchoolYearAddress from "../../../app/routes/admin/curso-escolar.old-address";
import * as dashboard from "../../../app/routes/admin/index";
import * as competitionPage from "../../../app/routes/campeonatos/hub/competition";
import * as calendar from "../../../app/routes/admin/calendario";
import * as courseCalendar from "../../../app/routes/cursos/section-in-preparation";
import {
  closeSchoolYear,
  getCurrentSchoolYear,
  schoolYearStatus,
} from "../../../app/archive/server/school-years.server";
import { seedDatabase } from "../../../app/site/server/seed.server";
import type { DatabaseHandle } from "../../../app/platform/server/db.server";
import { body, call, openPanel, post, refusal, status, type Fn } from "../../helpers/panel";
import { getHolidayRegion, listNonSchoolDays } from "../../../app/competitions/server/school-calendar.server";
import { createTestDatabase } from "../../helpers/test-database";

let handle: DatabaseHandle;
let adminCookie: string;

beforeAll(async () => {
  // The sample school's site: opened in 2025-2026 (tests/helpers/test-database.ts).
  ({ handle, adminCookie } = await openPanel());
});
afterAll(async () => {
  await handle?.close();
});
afterEach(() => vi.useRealTimers());

const on = (instant: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });

type YearPage = {
  current: string;
  lastDay: string;
  opens: string;
  reminder: { kind: string; calendarYear?: string } | null;
  yearWords: { timetableYear: string };
};

describe("the school year from the calendar", () => {
  it("the school year's page has its own address, apart from the courses'; the old one leads to it", async () => {
    const old = (await call(oldSchoolYearAddress.loader as Fn, "/admin/curso", { cookie: adminCookie })) as Response;
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/admin/curso-escolar");
  });

  it("a new site opens the year the calendar is in; a restart on a later day changes nothing", async () => {
    const fresh = await createTestDatabase({ seed: false });
    try {
      await seedDatabase(fresh.db, { today: new Date("2027-09-10T08:00:00Z") });
      expect(await getCurrentSchoolYear(fresh.db)).toBe("2027-2028");
      await seedDatabase(fresh.db, { today: new Date("2029-01-10T08:00:00Z") });
      expect(await getCurrentSchoolYear(fresh.db)).toBe("2027-2028");
      expect(await fresh.db.$count(schoolYears)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("the panel says when the year ends, reminds the teacher from July, and says which year the calendar is in once it ended", async () => {
    const yearPage = async () =>
      (await call(schoolYear.loader as Fn, "/admin/curso-escolar", { cookie: adminCookie })) as YearPage;
    const home = async () =>
      (await call(dashboard.loader as Fn, "/admin", { cookie: adminCookie })) as { schoolYear: YearPage };

    on("2026-03-02T10:00:00Z");
    expect(await yearPage()).toMatchObject({ current: "2025-2026", lastDay: "2026-08-31", reminder: null });
    expect((await home()).schoolYear.reminder).toBeNull();

    on("2026-07-01T10:00:00Z");
    expect((await yearPage()).reminder).toEqual({ kind: "ending", last: "2026-08-31" });
    expect((await home()).schoolYear).toMatchObject({ opens: "2026-2027", reminder: { kind: "ending" } });

    expect((await yearPage()).yearWords.timetableYear).toBe("2026/2027");

    // A year later (the teacher's session would have expired: asked of the server directly).
    const late = await schoolYearStatus(handle.db, new Date("2027-10-05T10:00:00Z"));
    expect(late.reminder).toEqual({ kind: "ended", last: "2026-08-31", calendarYear: "2027-2028" });
    // Closing it opens the calendar's year.
    expect(late.opens).toBe("2027-2028");
  });

  it("the course zone's calendar shows the days without classes still to come: the national holidays on school days and the school's own, in words", async () => {
    const saved = await post(
      calendar.action as Fn,
      "/admin/calendario",
      { intent: "saveCalendar", days: "22/12/2025-07/01/2026 Navidad\n2026-03-13" },
      adminCookie,
    );
    expect(status(saved)).toBe(302);
    type DaysOff = { daysOff: { heading: string; days: { name: string; when: string }[] } };
    on("2025-10-01T10:00:00Z");
    const page = body<DaysOff>(await call(courseCalendar.loader as Fn, "/cursos/calendario?curso=2-eso"));
    expect(page.daysOff.heading).toBe("Próximos días sin clase del curso 2025-2026");
    expect(page.daysOff.days).toContainEqual({
      key: "2025-12-08:Inmaculada Concepción",
      name: "Inmaculada Concepción",
      when: "Lunes, 8 de diciembre de 2025",
    });
    expect(page.daysOff.days).toContainEqual({
      key: "2025-12-22:Navidad",
      name: "Navidad",
      when: "Del lunes, 22 de diciembre de 2025 al miércoles, 7 de enero de 2026",
    });
    expect(page.daysOff.days).toContainEqual({
      key: "2026-03-13:Sin clase",
      name: "Sin clase",
      when: "Viernes, 13 de marzo de 2026",
    });
    // In date order, the national holidays on school days (not 12 October, 1 November, 6 December
    // nor 15 August: a Sunday and three Saturdays), those inside the school's Christmas said by it,
    // and the school's two.
    expect(page.daysOff.days.map((d) => d.name)).toEqual([
      "Inmaculada Concepción",
      "Navidad",
      "Sin clase",
      "Viernes Santo",
      "Fiesta del Trabajo",
    ]);
    // After Christmas, what has passed is gone.
    on("2026-01-10T10:00:00Z");
    const later = body<DaysOff>(await call(courseCalendar.loader as Fn, "/cursos/calendario?curso=2-eso"));
    expect(later.daysOff.days.map((d) => d.name)).toEqual(["Sin clase", "Viernes Santo", "Fiesta del Trabajo"]);
  });

  it("the region is chosen once: its holidays join the days without classes, the teacher's own words kept; a made-up region is refused", async () => {
    type CalendarPage = {
      count: number;
      region: string | null;
      regional: { day: string; name: string; kept: boolean }[];
      covered: boolean;
    };
    const calendarPage = async () =>
      (await call(calendar.loader as Fn, "/admin/calendario", { cookie: adminCookie })) as CalendarPage;
    const choose = (region: string) =>
      post(calendar.action as Fn, "/admin/calendario", { intent: "chooseRegion", region }, adminCookie);

    const before = await calendarPage();
    expect(before).toMatchObject({ region: null, regional: [], covered: true });

    const madeUp = await choose("XX");
    expect(status(madeUp)).toBe(400);
    expect(refusal(madeUp).fieldErrors.region).toBe("Elige tu comunidad autónoma.");
    expect(await getHolidayRegion(handle.db)).toBeNull();
    expect((await calendarPage()).count).toBe(before.count);

    // Andalucía's 2025-26 besides the national holidays: its Christmas (23 December to 6 January,
    // 15 days) and Semana Santa (Lunes to Viernes Santo, Jueves Santo inside it: 5 days). The
    // teacher's «Navidad» of the test above already holds the Christmas days: they keep its words.
    expect(status(await choose("AN"))).toBe(302);
    const chosen = await calendarPage();
    expect(chosen).toMatchObject({ region: "AN", count: before.count + 5 });
    expect(chosen.regional).toHaveLength(20);
    expect(chosen.regional.every((d) => d.kept)).toBe(true);
    expect(chosen.regional.find((d) => d.day === "2026-04-02")).toEqual({
      day: "2026-04-02",
      name: "Vacaciones de Semana Santa",
      kept: true,
    });
    // Choosing it again adds what the list lacks; a day the teacher had written keeps the teacher's words.
    await post(
      calendar.action as Fn,
      "/admin/calendario",
      { intent: "saveCalendar", days: "02/04/2026 Jornada de puertas abiertas\n2026-03-13" },
      adminCookie,
    );
    expect(status(await choose("AN"))).toBe(302);
    const list = await listNonSchoolDays(handle.db);
    expect(list).toHaveLength(21);
    expect(list).toContainEqual({ day: "2026-04-02", note: "Jornada de puertas abiertas" });
    expect(list).toContainEqual({ day: "2026-03-13", note: null });
    // A day the teacher takes out of the list is said so.
    await post(calendar.action as Fn, "/admin/calendario", { intent: "saveCalendar", days: "2026-03-13" }, adminCookie);
    expect((await calendarPage()).regional.filter((d) => !d.kept)).toHaveLength(20);
    expect(status(await choose("AN"))).toBe(302);

    // Families see the breaks in the course zone's calendar, each one period.
    on("2025-10-01T10:00:00Z");
    const page = body<{ daysOff: { days: { name: string; when: string }[] } }>(
      await call(courseCalendar.loader as Fn, "/cursos/calendario?curso=2-eso"),
    );
    expect(page.daysOff.days).toContainEqual({
      key: "2026-03-30:Vacaciones de Semana Santa",
      name: "Vacaciones de Semana Santa",
      when: "Del lunes, 30 de marzo de 2026 al viernes, 3 de abril de 2026",
    });
    expect(page.daysOff.days).toContainEqual({
      key: "2025-12-23:Vacaciones de Navidad",
      name: "Vacaciones de Navidad",
      when: "Del martes, 23 de diciembre de 2025 al martes, 6 de enero de 2026",
    });
  });

  it("closing a year that ended long ago opens the calendar's year and files nothing dated after its end", async () => {
    await handle.db.insert(newsItems).values([
      { title: "Jornada de primavera", date: "2026-05-04", content: "En el patio." },
      { title: "Torneo de Navidad", date: "2026-12-08", content: "En el pabellón." },
    ]);
    await handle.db.insert(blogPosts).values({
      title: "Empieza el curso",
      content: "Bienvenidos.",
      createdAt: new Date("2026-10-01T09:00:00Z"),
    });

    const closed = await handle.db.transaction((tx) =>
      closeSchoolYear(
        tx,
        {
          year: "2025-2026",
          keepCompetitions: true,
          passwords: [
            { gate: "course:2-eso", password: "uno-111" },
            { gate: "course:3-eso", password: "dos-222" },
            { gate: "course:1-bachillerato", password: "tres-333" },
          ],
        },
        new Date("2027-10-05T10:00:00Z"),
      ),
    );
    expect(closed).toMatchObject({ closed: "2025-2026", opened: "2027-2028" });
    // The region chosen above brings the new year's holidays.
    expect(await listNonSchoolDays(handle.db)).toEqual(
      expect.arrayContaining([
        { day: "2028-02-28", note: "Día de Andalucía" },
        { day: "2028-04-13", note: "Vacaciones de Semana Santa" },
        { day: "2027-12-23", note: "Vacaciones de Navidad" },
      ]),
    );
    expect(await getCurrentSchoolYear(handle.db)).toBe("2027-2028");

    const [year] = await handle.db
      .select({ archive: schoolYears.archive })
      .from(schoolYears)
      .where(eq(schoolYears.id, "2025-2026"));
    const archivedNews = year!.archive!.newsItems.map((n) => n.title);
    expect(archivedNews).toContain("Jornada de primavera");
    expect(archivedNews).not.toContain("Torneo de Navidad");
    expect(year!.archive!.blogPosts.map((p) => p.title)).not.toContain("Empieza el curso");
    expect(year!.archive!.blogPosts.length).toBeGreaterThan(0);
    // What was not filed is still on the site, for the year it belongs to.
    expect(await handle.db.$count(newsItems, eq(newsItems.title, "Torneo de Navidad"))).toBe(1);
    expect(await handle.db.$count(blogPosts, eq(blogPosts.title, "Empieza el curso"))).toBe(1);
  });

  it("an old link leads to last year's page: a competition kept empty says where it is; one removed redirects there", async () => {
    // After the close above (the competitions kept, empty).
    const open = (slug: string) =>
      call(competitionPage.loader as Fn, `/campeonatos/mantecup/${slug}`, {
        params: { torneo: "mantecup", competicion: slug },
      });
    const kept = body<{ archived: { path: string; text: string; link: string } | null }>(
      await open("futbol-masculino"),
    );
    expect(kept.archived).toEqual({
      path: "/archivo/2025-2026/campeonatos/futbol-masculino",
      text: "Esta competición empieza de nuevo. Sus equipos, resultados y clasificación del curso 2025-2026 están en el archivo:",
      link: "ver el curso 2025-2026",
    });
    // The teacher removes it for the new year: the old address opens last year's page.
    await handle.db.delete(competitions).where(eq(competitions.slug, "futbol-masculino"));
    const removed = (await open("futbol-masculino")) as Response;
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/archivo/2025-2026/campeonatos/futbol-masculino");
    // A competition that never was is still a 404.
    expect(status(await open("ajedrez-por-parejas"))).toBe(404);
  });
});
