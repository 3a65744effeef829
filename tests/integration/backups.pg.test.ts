import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { backupRuns, contactMessages } from "../../db/schema";
import { writeSiteBackupFile } from "../helpers/backup-files";
import { backupFileName, parseBackupFileName } from "../../app/backups/domain/backups";
import { writeBackupFile } from "../../app/backups/server/archive.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createBackupService } from "../../app/backups/server/service.server";
import { backupFilesNamedFor, pruneBackups } from "../../app/backups/server/retention.server";
import { verifyBackupFile } from "../../app/backups/server/verify.server";
import { createTestDatabase } from "../helpers/test-database";
import * as layout from "../../app/routes/admin/layout";
import * as backupsPage from "../../app/routes/admin/copias";
import { testContext } from "../helpers/app-context";
import { signInTeacherAndOrganiser } from "../helpers/staff";
import { callRoute, dataOf, type RouteFunction, statusOf } from "../helpers/route-call";

let handle: DatabaseHandle;
const SITE = "ef-sitio1";
const listBackupFiles = (dir: string) => backupFilesNamedFor(dir, SITE);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ef-copias-"));

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe("a backup taken by the server", () => {
  it("holds the database and the uploads, passes its check (every table counted), and is recorded", async () => {
    const uploadsDir = path.join(scratch, "subidas");
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, "0123456789abcdef01234567.png"), Buffer.alloc(2048, 3));
    fs.writeFileSync(path.join(uploadsDir, ".a-medias.part"), "no va en la copia");
    const dir = path.join(scratch, "copias");
    const logs: Record<string, unknown>[] = [];
    const service = createBackupService({
      db: handle.db,
      source: handle.backupSource,
      site: SITE,
      settings: { dir, uploadsDir, hour: "off", keepDaily: 14, keepWeekly: 8 },
      log: (e) => logs.push(e),
    });
    await service.takeBackup({ trigger: "manual", requestedBy: "profe@ef.test" });
    const files = listBackupFiles(dir);
    expect(files).toHaveLength(1);
    // Nothing half-written or staged is left beside it.
    expect(fs.readdirSync(dir)).toEqual([files[0]!.name]);
    const [run] = await handle.db.select().from(backupRuns);
    expect(run).toMatchObject({
      status: "ok",
      trigger: "manual",
      requestedBy: "profe@ef.test",
      fileName: files[0]!.name,
      bytes: files[0]!.bytes,
    });
    expect(run!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(run!.tables!.consultas).toBeGreaterThanOrEqual(0);
    expect(run!.tables!.competitions).toBe(6);
    expect(Object.keys(run!.tables!).length).toBeGreaterThan(30);
    const check = await verifyBackupFile(
      path.join(dir, files[0]!.name),
      handle.backupSource.kind === "postgres" ? handle.backupSource.url : undefined,
    );
    expect(check).toMatchObject({ ok: true, files: 2 });
  }, 60_000);

  it("takes a backup's name only once it has passed its check; a failed check leaves nothing behind", async () => {
    const dir = path.join(scratch, "antes-del-nombre");
    fs.mkdirSync(dir);
    const target = path.join(dir, backupFileName(SITE, new Date()));
    const seenWhileChecked: string[][] = [];
    const write = (ok: boolean) =>
      writeBackupFile({
        source: handle.backupSource,
        uploadsDir: path.join(scratch, "nada"),
        target,
        site: SITE,
        now: new Date(),
        check: async () => {
          seenWhileChecked.push(fs.readdirSync(dir));
          return { ok };
        },
      });
    await write(false);
    expect(fs.readdirSync(dir)).toEqual([]);
    await write(true);
    expect(fs.readdirSync(dir)).toEqual([path.basename(target)]);
    // While it was checked it had only its hidden name: a server killed then leaves no unchecked backup.
    for (const names of seenWhileChecked) expect(names.filter((n) => parseBackupFileName(n))).toEqual([]);
  }, 60_000);

  it("a damaged file fails its check", async () => {
    const dir = path.join(scratch, "copias");
    const [file] = listBackupFiles(dir);
    const damaged = path.join(scratch, "danada.tar");
    const bytes = fs.readFileSync(path.join(dir, file!.name));
    // One byte changed inside the uploaded picture's data (the last entry of the archive).
    const at = bytes.lastIndexOf(Buffer.alloc(16, 3));
    bytes[at] = 9;
    fs.writeFileSync(damaged, bytes);
    const check = await verifyBackupFile(damaged);
    expect(check).toEqual({
      ok: false,
      message: "subidas/0123456789abcdef01234567.png no coincide con su suma de comprobación: la copia está dañada.",
    });
  }, 60_000);
});

describe("«Hacer una copia ahora» in the panel", () => {
  it("answers at once, shows the copy being made, then lists it checked; a second request meanwhile waits", async () => {
    const dir = path.join(scratch, "copias-panel");
    const service = createBackupService({
      db: handle.db,
      source: handle.backupSource,
      site: SITE,
      settings: { dir, uploadsDir: path.join(scratch, "nada"), hour: "off", keepDaily: 14, keepWeekly: 8 },
      log: () => {},
    });
    const context = testContext(handle.db, { backups: service });
    const { teacher } = await signInTeacherAndOrganiser(context);
    const panel = (fn: RouteFunction, fields?: Record<string, string>) =>
      callRoute(fn, "/admin/copias", { context, cookie: teacher, fields, middleware: layout.middleware });
    type Page = { busy: boolean; files: { name: string; check: string; trigger: string }[] };
    expect(statusOf(await panel(backupsPage.action as RouteFunction, { intent: "backup" }))).toBe(302);
    expect(dataOf<Page>(await panel(backupsPage.loader as RouteFunction))!.busy).toBe(true);
    expect(statusOf(await panel(backupsPage.action as RouteFunction, { intent: "backup" }))).toBe(409);
    let page: Page;
    for (let i = 0; ; i++) {
      page = dataOf<Page>(await panel(backupsPage.loader as RouteFunction))!;
      if (!page.busy) break;
      expect(i).toBeLessThan(300);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(page.files).toHaveLength(1);
    expect(page.files[0]!.check).toMatch(/^Comprobada: \d+ tablas, \d+ filas$/);
    expect(page.files[0]!.trigger).toBe("a petición de profe@ef.test");
    // A file of this site the server never recorded (npm run db:backup) is not called «programada».
    fs.copyFileSync(
      path.join(dir, page.files[0]!.name),
      path.join(dir, backupFileName(SITE, new Date(Date.now() - 3_600_000))),
    );
    const both = dataOf<Page>(await panel(backupsPage.loader as RouteFunction))!.files;
    expect(both.map((f) => f.trigger)).toEqual([
      "a petición de profe@ef.test",
      "hecha fuera del panel (npm run db:backup)",
    ]);
    expect(both.map((f) => f.check)).toEqual([expect.stringMatching(/^Comprobada: /), "Sin comprobar"]);
  }, 60_000);
});

describe("two sites backing up to one folder (a shared mount, or data folders side by side)", () => {
  it("each writes, lists, serves and prunes only its own backups, and leaves the other's files alone", async () => {
    const other = await createTestDatabase();
    try {
      // The other site's data differs: one more message in its inbox.
      await other.db.insert(contactMessages).values({ name: "Del otro sitio", course: "1º ESO", message: "Hola" });
      const dir = path.join(scratch, "compartida");
      fs.mkdirSync(dir, { recursive: true });
      // The other site's history.
      const theirs = "ef-sitio2";
      for (let night = 0; night < 20; night++)
        await writeSiteBackupFile(dir, theirs, new Date(Date.UTC(2026, 9, 1 + night, 2, 0, 0)));
      // A third site's run in progress: its staging folder and its backup half-written.
      const inProgress = [`.ef-sitio3-preparando-0f0f`, `.${backupFileName("ef-sitio3", new Date())}.parcial`];
      fs.mkdirSync(path.join(dir, inProgress[0]!));
      fs.writeFileSync(path.join(dir, inProgress[1]!), "a medias");
      const settings = { dir, uploadsDir: path.join(scratch, "nada"), hour: "off", keepDaily: 2, keepWeekly: 0 };
      const mine = createBackupService({
        db: handle.db,
        source: handle.backupSource,
        site: SITE,
        settings,
        log: () => {},
      });
      const neighbour = createBackupService({
        db: other.db,
        source: other.backupSource,
        site: theirs,
        // The other site keeps a month: whatever of its own goes, this site's retention took.
        settings: { ...settings, keepDaily: 30 },
        log: () => {},
      });
      // At the same minute, as two sites with the same BACKUP_HOUR do.
      await Promise.all([
        mine.takeBackup({ trigger: "manual", requestedBy: "profe@ef.test" }),
        neighbour.takeBackup({ trigger: "manual", requestedBy: "otra@ef.test" }),
      ]);

      const { files, othersInFolder } = await mine.list();
      expect(files).toHaveLength(1);
      expect(files[0]!.name.startsWith(`${SITE}-`)).toBe(true);
      expect(files[0]!.run?.status).toBe("ok");
      expect(othersInFolder).toBe(0);
      // «Descargar» serves this site's own data: the file its run checked, holding its inbox.
      const served = await mine.fileToServe(files[0]!.name);
      const [run] = await handle.db.select().from(backupRuns).where(eq(backupRuns.fileName, files[0]!.name));
      expect(run!.sha256).toBe(createHash("sha256").update(fs.readFileSync(served!.path)).digest("hex"));
      const [neighbourRun] = await other.db.select().from(backupRuns).where(eq(backupRuns.status, "ok"));
      expect(run!.tables!.consultas).toBe(neighbourRun!.tables!.consultas! - 1);
      // The other site's names are not this site's to serve, even asked by name.
      const [theirNewest] = (await neighbour.list()).files;
      expect(await mine.fileToServe(theirNewest!.name)).toBeNull();
      // A copy of the other site's backup put under this site's name holds the other's data: not listed, not served.
      const disguised = backupFileName(SITE, new Date(Date.now() - 7_200_000));
      fs.copyFileSync(path.join(dir, theirNewest!.name), path.join(dir, disguised));
      expect((await mine.list()).files.map((f) => f.name)).toEqual([files[0]!.name]);
      expect(await mine.fileToServe(disguised)).toBeNull();
      fs.rmSync(path.join(dir, disguised));

      // This site keeps 2 days and prunes only its own: the other's 20 nights, today's and its run in progress are there.
      const left = fs.readdirSync(dir);
      for (const name of inProgress) expect(left).toContain(name);
      expect(backupFilesNamedFor(dir, theirs)).toHaveLength(21);
      expect((await neighbour.list()).files).toHaveLength(21);
    } finally {
      await other.close();
    }
  }, 120_000);

  it("gives its older backups, named before names carried a site, its name when its own record shows them; others are left and counted", async () => {
    const dir = path.join(scratch, "de-antes");
    fs.mkdirSync(dir, { recursive: true });
    const at = new Date(Date.UTC(2026, 9, 3, 2, 0, 0));
    const recorded = await writeSiteBackupFile(dir, SITE, at, "ef-20261003-020000.tar");
    const unknown = await writeSiteBackupFile(dir, "ef-sitio2", at, "ef-20261002-020000.tar");
    await handle.db.insert(backupRuns).values({
      trigger: "scheduled",
      status: "ok",
      fileName: recorded,
      bytes: fs.statSync(path.join(dir, recorded)).size,
      finishedAt: at,
    });
    const service = createBackupService({
      db: handle.db,
      source: handle.backupSource,
      site: SITE,
      settings: { dir, uploadsDir: dir, hour: "off", keepDaily: 14, keepWeekly: 8 },
      log: () => {},
    });
    service.start();
    await expect.poll(() => fs.existsSync(path.join(dir, backupFileName(SITE, at)))).toBe(true);
    service.stop();
    const { files, othersInFolder } = await service.list();
    expect(files.map((f) => [f.name, f.run?.status])).toEqual([[backupFileName(SITE, at), "ok"]]);
    expect(othersInFolder).toBe(1);
    expect(fs.existsSync(path.join(dir, unknown))).toBe(true);
  });
});

describe("retention", () => {
  it("over a simulated 30 nights (a new backup each night) keeps exactly 14 daily and one a week before them", () => {
    const dir = path.join(scratch, "retencion");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "notas.txt"), "no es una copia");
    for (let night = 0; night < 30; night++) {
      fs.writeFileSync(path.join(dir, backupFileName(SITE, new Date(Date.UTC(2026, 9, 1 + night, 2, 0, 0)))), "copia");
      pruneBackups(dir, listBackupFiles(dir), { daily: 14, weekly: 8 });
    }
    const left = listBackupFiles(dir).map((f) => f.name);
    expect(left).toHaveLength(17);
    expect(left.slice(0, 14).at(-1)).toBe("ef-sitio1-20261017-020000.tar");
    expect(left.slice(14)).toEqual([
      "ef-sitio1-20261016-020000.tar",
      "ef-sitio1-20261011-020000.tar",
      "ef-sitio1-20261004-020000.tar",
    ]);
    expect(fs.existsSync(path.join(dir, "notas.txt"))).toBe(true);
    // And after 200 nights: 14 + 8.
    for (let night = 30; night < 200; night++) {
      fs.writeFileSync(path.join(dir, backupFileName(SITE, new Date(Date.UTC(2026, 9, 1 + night, 2, 0, 0)))), "copia");
      pruneBackups(dir, listBackupFiles(dir), { daily: 14, weekly: 8 });
    }
    expect(listBackupFiles(dir)).toHaveLength(22);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a backup cut short on PostgreSQL", () => {
  it("is given up at once when its server's connection dies (kill -9), while a live one still counts", async () => {
    if (handle.backupSource.kind !== "postgres") return;
    const { postgresRunOwnership } = await import("../../app/backups/server/run-ownership.server");
    const { claimBackupRun } = await import("../../app/backups/server/runs.server");
    const pg = (await import("pg")).default;
    const ownership = postgresRunOwnership(handle.backupSource.url, handle.db);
    const service = createBackupService({
      db: handle.db,
      source: handle.backupSource,
      site: SITE,
      settings: { dir: path.join(scratch, "pg"), uploadsDir: scratch, hour: "off", keepDaily: 14, keepWeekly: 8 },
      log: () => {},
    });
    await handle.db.delete(backupRuns);

    // A live server taking a backup: its run counts, on any number of checks.
    const live = await ownership.hold();
    const liveRun = await claimBackupRun(handle.db, {
      trigger: "manual",
      requestedBy: "profe@ef.test",
      ownerKey: live.key,
    });
    for (let round = 0; round < 5; round++) expect(await service.busy()).toBe(true);
    await live.release();
    await handle.db.delete(backupRuns);

    // A server killed mid-backup: its connection is ended by the database (as the kernel does for a killed process).
    const dying = await ownership.hold();
    const dyingRun = await claimBackupRun(handle.db, {
      trigger: "manual",
      requestedBy: "profe@ef.test",
      ownerKey: dying.key,
    });
    const admin = new pg.Client({ connectionString: handle.backupSource.url });
    await admin.connect();
    await admin.query("select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1", [
      dying.key,
    ]);
    await admin.end();
    await dying.release();
    // At once, not an hour later: «Hacer una copia ahora» is free, and the run says it was cut short.
    await expect.poll(() => service.busy(), { timeout: 5_000 }).toBe(false);
    const [row] = await handle.db.select().from(backupRuns);
    expect(row).toMatchObject({ id: dyingRun, status: "failed", message: expect.stringMatching(/se interrumpió/) });
    expect(liveRun).not.toBeNull();
  }, 60_000);
});
