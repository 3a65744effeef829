import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  account,
  competitions,
  gatePasswords,
  newsItems,
  progressEntries,
  rankingEntries,
  seedMarkers,
  serverSecrets,
  siteSettings,
  tournamentMatches,
  user,
  visitCounter,
} from "../../db/schema";
import { closeSchoolYear } from "../../app/archive/server/school-years.server";
import { seedDatabase } from "../../app/site/server/seed.server";
import { loadConfig } from "../../app/platform/server/config.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { ensureCredentials } from "../../app/site/server/first-start.server";
import { verifyPassword } from "../../app/people/server/passwords.server";
import { organiserDayPassCookie } from "../../app/competitions/server/organiser-day.server";
import { listOrganiserDayPasses } from "../../app/people/server/organiser-day-passes.server";
import { flashToast, readToast } from "../../app/platform/server/toast.server";
import {
  addVisits,
  createVisitTally,
  isNewVisit,
  readVisitCount,
  VISIT_SET_COOKIE,
} from "../../app/platform/server/visits.server";
import { loader as rootLoader } from "../../app/root";
import { FOOTER_COPY } from "../../app/platform/copy/site";
import { testContext } from "../helpers/app-context";
import { callRoute, dataOf, headersOf } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

async function callRootLoader(cookie?: string) {
  const answer = await callRoute(rootLoader, "/", { context: testContext(handle.db), cookie });
  return {
    data: dataOf<{
      visits: number;
      toast: unknown;
      settings: { teacherName: string; schoolName: string };
      footer: { year: string };
    }>(answer)!,
    headers: headersOf(answer),
  };
}

const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

describe("seed", () => {
  it("is idempotent and keeps what the teacher changed", async () => {
    await handle.db.update(siteSettings).set({ schoolName: "IES Cambiado" });
    await seedDatabase(handle.db);
    await seedDatabase(handle.db);
    const rows = await handle.db.select().from(siteSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.schoolName).toBe("IES Cambiado");
    expect(await handle.db.select().from(visitCounter)).toHaveLength(1);
  });

  it("takes TEACHER_NAME on the first start only: afterwards the name the teacher saves in the panel stays", async () => {
    await handle.db.delete(siteSettings);
    await seedDatabase(handle.db, { teacherName: "Marta" });
    expect((await handle.db.select().from(siteSettings))[0]?.teacherName).toBe("Marta");
    // The teacher changes it in /admin/ajustes; the server restarts with the same environment.
    await handle.db.update(siteSettings).set({ teacherName: "Lucía" });
    await seedDatabase(handle.db, { teacherName: "Marta" });
    expect((await handle.db.select().from(siteSettings))[0]?.teacherName).toBe("Lucía");
  });

  it("loads the sample content once per database: what the year's close emptied stays empty after a restart", async () => {
    const fresh = await createTestDatabase();
    try {
      const counts = async () => ({
        ranking: await fresh.db.$count(rankingEntries),
        progress: await fresh.db.$count(progressEntries),
        competitions: await fresh.db.$count(competitions),
        matches: await fresh.db.$count(tournamentMatches),
        news: await fresh.db.$count(newsItems),
      });
      const seeded = await counts();
      expect(seeded.ranking).toBeGreaterThan(0);
      expect(seeded.competitions).toBe(6);
      await fresh.db.transaction((tx) =>
        closeSchoolYear(tx, {
          year: "2025-2026",
          keepCompetitions: false,
          passwords: [
            { gate: "course:2-eso", password: "uno-1" },
            { gate: "course:3-eso", password: "dos-2" },
            { gate: "course:1-bachillerato", password: "tres-3" },
          ],
        }),
      );
      await fresh.db.delete(newsItems);
      const closed = await counts();
      expect(closed).toEqual({ ranking: 0, progress: 0, competitions: 0, matches: 0, news: 0 });
      // Two restarts (the seed runs at each): nothing comes back.
      await seedDatabase(fresh.db);
      await seedDatabase(fresh.db);
      expect(await counts()).toEqual(closed);
      expect((await fresh.db.select().from(seedMarkers)).map((m) => m.name).sort()).toEqual([
        "contenido-de-ejemplo",
        "un-formato-de-texto",
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("the database refuses a second settings row", async () => {
    await expect(
      handle.db.insert(siteSettings).values({
        id: 2,
        teacherName: "X",
        schoolName: "X",
        facebookUrl: "",
        instagramUrl: "",
        xUrl: "",
        videoChannelUrl: "",
      }),
    ).rejects.toThrow();
  });
});

describe("first start credentials", () => {
  it("generates every password once and stores only hashes", async () => {
    const first = await ensureCredentials(handle.db, loadConfig({}));
    const labels = first.generated.map((g) => g.label);
    expect(labels).toEqual([
      "Contraseña del curso 2º ESO",
      "Contraseña del curso 3º ESO",
      "Contraseña del curso 1º Bachillerato",
      "Contraseña de organización de torneos",
      "Cuenta del profesor (correo)",
      "Cuenta del profesor (contraseña)",
    ]);
    const gates = await handle.db.select().from(gatePasswords);
    expect(gates).toHaveLength(4);
    for (const generated of first.generated) {
      const dump = JSON.stringify(await handle.db.execute(sql`select * from gate_passwords, account`));
      if (generated.label.includes("correo")) continue;
      expect(dump).not.toContain(generated.value);
    }
    const twoEso = first.generated[0]!.value;
    const [row] = await handle.db.select().from(gatePasswords).where(eq(gatePasswords.gate, "course:2-eso"));
    expect(await verifyPassword({ hash: row!.passwordHash, password: twoEso })).toBe(true);

    const [teacher] = await handle.db.select().from(user).where(eq(user.role, "admin"));
    expect(teacher?.email).toBe("profesor@ef.local");
    const adminPassword = first.generated.find((g) => g.label === "Cuenta del profesor (contraseña)")!.value;
    const [credential] = await handle.db.select().from(account).where(eq(account.userId, teacher!.id));
    expect(credential?.providerId).toBe("credential");
    expect(await verifyPassword({ hash: credential!.password!, password: adminPassword })).toBe(true);

    const second = await ensureCredentials(handle.db, loadConfig({}));
    expect(second.generated).toEqual([]);
    expect(second.cookieSecret).toBe(first.cookieSecret);
    expect(await handle.db.select().from(serverSecrets)).toHaveLength(1);
  });

  it("a password set in the environment replaces the stored hash", async () => {
    const started = await ensureCredentials(
      handle.db,
      loadConfig({ COURSE_PASSWORD_3ESO: "nueva-clave-3", ADMIN_PASSWORD: "profe-clave-larga" }),
    );
    expect(started.generated).toEqual([]);
    await started.environmentApplied;
    const [row] = await handle.db.select().from(gatePasswords).where(eq(gatePasswords.gate, "course:3-eso"));
    expect(await verifyPassword({ hash: row!.passwordHash, password: "nueva-clave-3" })).toBe(true);
    const [teacher] = await handle.db.select().from(user).where(eq(user.role, "admin"));
    const [credential] = await handle.db.select().from(account).where(eq(account.userId, teacher!.id));
    expect(await verifyPassword({ hash: credential!.password!, password: "profe-clave-larga" })).toBe(true);
    expect(await handle.db.select().from(user)).toHaveLength(1);
  });

  it("a restart with the same passwords in the environment changes nothing: organiser passes and course cookies stay good", async () => {
    const environment = { COURSE_PASSWORD_3ESO: "nueva-clave-3", ORGANISER_PASSWORD: "clave-de-organiza" };
    await (
      await ensureCredentials(handle.db, loadConfig(environment))
    ).environmentApplied;
    const before = await handle.db.select().from(gatePasswords);
    await organiserDayPassCookie(testContext(handle.db));
    for (let restart = 0; restart < 2; restart++) {
      await (
        await ensureCredentials(handle.db, loadConfig(environment))
      ).environmentApplied;
    }
    // The same hashes (a course cookie signs its course's hash), and the day pass still open.
    expect(await handle.db.select().from(gatePasswords)).toEqual(before);
    expect(await listOrganiserDayPasses(handle.db)).toHaveLength(1);
    // A changed password still replaces the hash and closes the passes.
    await (
      await ensureCredentials(handle.db, loadConfig({ ...environment, ORGANISER_PASSWORD: "otra-clave-de-organiza" }))
    ).environmentApplied;
    const [organiser] = await handle.db.select().from(gatePasswords).where(eq(gatePasswords.gate, "organiser"));
    expect(await verifyPassword({ hash: organiser!.passwordHash, password: "otra-clave-de-organiza" })).toBe(true);
    expect(await listOrganiserDayPasses(handle.db)).toEqual([]);
  });
});

describe("root loader", () => {
  it("gives the footer this year in Madrid and the school's name from «Ajustes»", async () => {
    const { data } = await callRootLoader();
    const year = new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", year: "numeric" }).format(new Date());
    expect(data.footer.year).toBe(year);
    expect(FOOTER_COPY.copyright(data.footer.year, data.settings.schoolName)).toBe(
      `© ${year} IES Fernando III. Todos los derechos reservados.`,
    );
  });

  it("shows the visit total; the server counts a browser's first page of each session, never a crawler's", async () => {
    const before = (await callRootLoader()).data.visits;
    expect(isNewVisit(null, BROWSER_UA)).toBe(true);
    expect(isNewVisit("otra=1; ef_visita=1", BROWSER_UA)).toBe(false);
    expect(isNewVisit(null, "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(false);
    expect(VISIT_SET_COOKIE).toMatch(/^ef_visita=1; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await addVisits(handle.db, 1)).toBe(before + 1);
    // Reading a page does not count: only the server's tally does.
    expect((await callRootLoader()).data.visits).toBe(before + 1);
    expect(await readVisitCount(handle.db)).toBe(before + 1);
  });

  it("counts visits in memory and saves them in one write per flush; stopping saves what is pending", async () => {
    const before = await readVisitCount(handle.db);
    const tally = createVisitTally(handle.db, { flushMs: 60_000 });
    for (let i = 0; i < 25; i++) tally.count();
    expect(tally.pending()).toBe(25);
    expect(await readVisitCount(handle.db)).toBe(before);
    await tally.flush();
    expect(tally.pending()).toBe(0);
    expect(await readVisitCount(handle.db)).toBe(before + 25);
    tally.count();
    tally.count();
    await tally.stop();
    expect(await readVisitCount(handle.db)).toBe(before + 27);
  });

  it("keeps the count when a save fails, and saves it with the next one", async () => {
    const before = await readVisitCount(handle.db);
    const errors: unknown[] = [];
    // The first save fails (the database away for a moment); the next one goes through.
    let down = true;
    const flaky = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === "update" && down) {
          down = false;
          return () => {
            throw new Error("base de datos caída");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const tally = createVisitTally(flaky, { flushMs: 60_000, onError: (error) => errors.push(error) });
    tally.count();
    tally.count();
    await tally.flush();
    expect(errors).toHaveLength(1);
    expect(tally.pending()).toBe(2);
    expect(await readVisitCount(handle.db)).toBe(before);
    tally.count();
    await tally.stop();
    expect(tally.pending()).toBe(0);
    expect(await readVisitCount(handle.db)).toBe(before + 3);
  });

  it("shows the teacher's name from the settings", async () => {
    await handle.db.update(siteSettings).set({ teacherName: "Lucía" });
    expect((await callRootLoader("ef_visita=1")).data.settings.teacherName).toBe("Lucía");
  });

  it("hands a flash notice to the next page once", async () => {
    const context = testContext(handle.db);
    const setCookie = await flashToast(context, { title: "¡Consulta enviada!", variant: "success" });
    const cookie = setCookie.split(";")[0]!;
    const read = await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }), context);
    expect(read.toast?.title).toBe("¡Consulta enviada!");
    expect(read.setCookie).toMatch(/ef_toast=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // Change one character of the signed value (not of the signature's padding bits).
    const at = "ef_toast=".length + 4;
    const forged = cookie.slice(0, at) + (cookie[at] === "A" ? "B" : "A") + cookie.slice(at + 1);
    const tampered = await readToast(new Request("http://localhost/", { headers: { Cookie: forged } }), context);
    expect(tampered.toast).toBeNull();
  });
});
