import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import type { AppContext } from "../../app/platform/server/context.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { closeSchoolYear } from "../../app/archive/server/school-years.server";
import * as layout from "../../app/routes/admin/layout";
import * as settingsPage from "../../app/routes/admin/ajustes";
import * as archiveYear from "../../app/routes/archivo/year";
import { GENEROUS_LIMITS, testContext } from "../helpers/app-context";
import { signInTeacherAndOrganiser } from "../helpers/staff";
import { callRoute, dataOf, type RouteFunction, statusOf } from "../helpers/route-call";
import { createTestDatabase } from "../helpers/test-database";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSiteBackupFile } from "../helpers/backup-files";
import { siteInstallId } from "../../app/site/server/seed.server";
import { createBackupService } from "../../app/backups/server/service.server";
import { readToast } from "../../app/platform/server/toast.server";

/**
 * The right to erasure: a pupil who was in the league, the ranking, a competition, the
 * blog and the inbox, and whose year was closed into the archive; the teacher erases the name
 * in one action, and it is nowhere in the database any more, only its initials.
 */
const PUPIL = "Lucía Pérez Gómez";
let handle: DatabaseHandle;
let context: AppContext;
let teacher: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  context = { ...testContext(handle.db), limits: GENEROUS_LIMITS };
  ({ teacher } = await signInTeacherAndOrganiser(context));
});
afterAll(async () => {
  await handle?.close();
});

/** Every row of every table of the site, as text. */
async function everything(): Promise<string> {
  const tables = Object.values(schema).filter(
    (value): value is typeof schema.contactMessages =>
      typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
  );
  const texts = await Promise.all(tables.map(async (table) => JSON.stringify(await handle.db.select().from(table))));
  return texts.join("\n").normalize("NFC");
}

describe("erasing a pupil's name", () => {
  it("replaces it by its initials everywhere, the closed year's archive included, in one action with an audit row", async () => {
    const db = handle.db;
    await db.insert(schema.leagueTeams).values({
      name: "Las Rápidas",
      captain: PUPIL,
      sport: "Fútbol Sala",
      members: [PUPIL, "Marta Ruiz"],
      approvedAt: new Date(),
    });
    await db
      .insert(schema.rankingEntries)
      .values({ course: "2º ESO", classLetter: "A", rank: 1, name: PUPIL, points: "120" });
    await db
      .insert(schema.contactMessages)
      .values({ name: PUPIL.toUpperCase(), course: "2º ESO A", message: "Hola", source: "buzon" });
    await db.insert(schema.blogComments).values({ postId: 1, authorName: PUPIL, content: "¡Qué bien!" });
    await db.insert(schema.blogPostLikes).values({ postId: 1, userName: PUPIL, userCourse: "2º ESO A" });
    await db
      .insert(schema.tournamentTeams)
      .values({ competitionSlug: "badminton-femenino", name: PUPIL, position: 99 });
    await db.transaction((tx) =>
      closeSchoolYear(tx, {
        year: "2025-2026",
        keepCompetitions: true,
        passwords: [
          { gate: "course:2-eso", password: "uno-111" },
          { gate: "course:3-eso", password: "dos-222" },
          { gate: "course:1-bachillerato", password: "tres-333" },
        ],
      }),
    );
    // The new year has her again: a comment and a league team this year.
    await db
      .insert(schema.blogComments)
      .values({ postId: 2, authorName: `${PUPIL} (2º ESO A)`, content: "Otra vez yo" });
    await db.insert(schema.leagueTeams).values({
      name: "Las Rápidas II",
      captain: PUPIL,
      sport: "Baloncesto",
      members: [PUPIL, "Marta Ruiz"],
      approvedAt: new Date(),
    });
    const [closed] = await db
      .select({ archive: schema.schoolYears.archive })
      .from(schema.schoolYears)
      .where(eq(schema.schoolYears.id, "2025-2026"));
    expect(JSON.stringify(closed!.archive)).toContain(PUPIL);
    expect(await everything()).toContain(PUPIL);

    const panel = (fields: Record<string, string>) =>
      callRoute(settingsPage.action as RouteFunction, "/admin/ajustes", {
        context,
        cookie: teacher,
        fields,
        middleware: layout.middleware,
      });
    // A first name alone could be another pupil's: refused, nothing changed.
    expect(statusOf(await panel({ intent: "erasePupil", name: "Lucía" }))).toBe(400);
    expect(statusOf(await panel({ intent: "erasePupil", name: "Nadie Que Exista" }))).toBe(404);
    expect(statusOf(await panel({ intent: "erasePupil", name: "lucía  pérez gómez" }))).toBe(302);

    const after = await everything();
    expect(after.toLowerCase()).not.toContain(PUPIL.toLowerCase());
    expect(after).toContain("L. P. G.");
    // Others are left alone.
    expect(after).toContain("Marta Ruiz");
    const [team] = await db.select().from(schema.leagueTeams);
    expect(team).toMatchObject({ captain: "L. P. G.", members: ["L. P. G.", "Marta Ruiz"] });
    // The archive's page shows the initials.
    const year = dataOf<unknown>(
      await callRoute(archiveYear.loader as RouteFunction, "/archivo/2025-2026", {
        context,
        params: { curso: "2025-2026" },
      }),
    );
    expect(JSON.stringify(year)).not.toContain("Pérez Gómez");
    // One audit row, which names the initials only.
    const [logged] = await db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(logged).toMatchObject({ action: "Nombre de alumno borrado", target: "L. P. G." });
    expect(logged!.details).toMatch(/Equipos de la liga: 1; .*Archivo de cursos cerrados: 1/);
    expect(await db.$count(schema.auditLog, sql`${schema.auditLog.details} ilike '%Pérez%'`)).toBe(0);
  });

  it("says before and after which backups still hold the name, and until when", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-erasure-backups-"));
    try {
      const now = Date.now();
      const site = await siteInstallId(handle.db);
      for (const daysAgo of [0, 1, 2])
        await writeSiteBackupFile(dir, site, new Date(now - daysAgo * 86_400_000 - 3_600_000));
      const backups = createBackupService({
        db: handle.db,
        source: handle.backupSource,
        site,
        settings: { dir, uploadsDir: dir, hour: "off", keepDaily: 14, keepWeekly: 8 },
        log: () => {},
      });
      const withBackups = { ...context, backups };
      await handle.db
        .insert(schema.rankingEntries)
        .values({ course: "3º ESO", classLetter: "B", rank: 1, name: "Pablo Sanz Gil", points: "90" });
      const shown = dataOf<{ backupsHeld: string | null }>(
        await callRoute(settingsPage.loader as RouteFunction, "/admin/ajustes", {
          context: withBackups,
          cookie: teacher,
          middleware: layout.middleware,
        }),
      )!;
      expect(shown.backupsHeld).toMatch(
        /^Las 3 copias de seguridad que hay ahora guardan los datos como estaban: seguirán teniendo el nombre hasta que se borren solas \(la última, el \d+ de [a-z]+ de \d{4}\)\./,
      );
      const answer = await callRoute(settingsPage.action as RouteFunction, "/admin/ajustes", {
        context: withBackups,
        cookie: teacher,
        fields: { intent: "erasePupil", name: "Pablo Sanz Gil" },
        middleware: layout.middleware,
      });
      expect(statusOf(answer)).toBe(302);
      const cookie = (answer as Response).headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const { toast } = await readToast(
        new Request("http://localhost/admin/ajustes", { headers: { Cookie: cookie } }),
        withBackups,
      );
      expect(toast?.title).toMatch(
        /^Nombre borrado: ahora aparece como P\. S\. G\. Las 3 copias de seguridad anteriores lo conservan hasta que se borren solas \(la última, el /,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
