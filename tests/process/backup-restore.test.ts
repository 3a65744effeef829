import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, UNLIMITED_CLIENT_ENV } from "../helpers/server-process";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-backup-"));
const backupFile = path.join(dataDir, "..", `${path.basename(dataDir)}.tar.gz`);
const env = { DATA_DIR: dataDir, ...UNLIMITED_CLIENT_ENV };

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(backupFile, { force: true });
});

const tool = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", ...args], {
    env: { ...process.env, ...env, DATABASE_URL: "" },
    encoding: "utf8",
  });

async function suggest(url: string, message: string) {
  const response = await fetch(`${url}/cursos/buzon-sugerencias`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ name: "Copia", course: "3º ESO", message }),
  });
  expect(response.status).toBe(303);
}

/** Whether the suggestion is stored, read through the database the server uses. */
async function stored(message: string) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
  try {
    const { rows } = await db.query("select 1 from consultas where message = $1", [message]);
    return rows.length > 0;
  } finally {
    await db.close();
  }
}

async function stop(server: Awaited<ReturnType<typeof startServer>>) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

describe("npm run db:backup / db:restore (embedded database)", () => {
  it("refuses while the server runs, then a restore brings back exactly the saved state", async () => {
    let server = await startServer(env);
    await suggest(server.url, "antes de la copia");
    const refused = tool("backup", backupFile);
    expect(refused.status).toBe(75);
    expect(refused.stderr).toContain("Detén el servidor");
    await stop(server);

    const backup = tool("backup", backupFile);
    expect(backup.status, backup.stderr).toBe(0);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(100_000);

    server = await startServer(env);
    await suggest(server.url, "después de la copia");
    await stop(server);
    expect(await stored("después de la copia")).toBe(true);

    const restore = tool("restore", backupFile);
    expect(restore.status, restore.stderr).toBe(0);
    expect(await stored("antes de la copia")).toBe(true);
    expect(await stored("después de la copia")).toBe(false);
    // The replaced database is kept aside, never deleted.
    expect(fs.readdirSync(dataDir).some((name) => name.startsWith("pglite.antes-de-restaurar-"))).toBe(true);

    // And the server starts on the restored database.
    server = await startServer(env);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await stop(server);
  });

  it("leaves the database untouched when the file is not a backup", async () => {
    const bogus = path.join(dataDir, "no-es-copia.tar.gz");
    fs.writeFileSync(bogus, "esto no es una copia");
    const before = fs.readdirSync(path.join(dataDir, "pglite")).length;
    const restore = tool("restore", bogus);
    expect(restore.status).not.toBe(0);
    expect(restore.stderr).toContain("no es una copia de seguridad de la web");
    expect(fs.readdirSync(path.join(dataDir, "pglite")).length).toBe(before);
    expect(fs.existsSync(path.join(dataDir, "pglite.restaurando"))).toBe(false);
    expect(await stored("antes de la copia")).toBe(true);
  });

  it("brings a backup made by an older release (before the seed markers, migration 0016) up to this release's schema as it restores it", async () => {
    // The database an older release kept: migrated up to 0015, one suggestion in it, saved in the older file format.
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const olderMigrations = fs.mkdtempSync(path.join(os.tmpdir(), "ef-migraciones-antiguas-"));
    fs.cpSync("db/migrations", olderMigrations, { recursive: true });
    const journalPath = path.join(olderMigrations, "meta/_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((e) => e.idx <= 15);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const older = await PGlite.create();
    await migrate(drizzle(older), { migrationsFolder: olderMigrations });
    await older.exec(
      "insert into consultas (name, course, message, source) values ('Antigua', '2º ESO', 'de la versión anterior', 'buzon')",
    );
    const olderFile = path.join(os.tmpdir(), `ef-copia-antigua-${process.pid}.tar.gz`);
    fs.writeFileSync(olderFile, Buffer.from(await (await older.dumpDataDir("gzip")).arrayBuffer()));
    await older.close();
    try {
      const restore = tool("restore", olderFile);
      expect(restore.status, restore.stderr).toBe(0);
      expect(await stored("de la versión anterior")).toBe(true);
      const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
      try {
        // The tables and columns this release added are there.
        const { rows } = await db.query<{ name: string }>(
          "select table_name as name from information_schema.tables where table_name in ('seed_markers', 'backup_runs') order by 1",
        );
        expect(rows.map((r) => r.name)).toEqual(["backup_runs", "seed_markers"]);
        expect((await db.query("select status from link_checks")).rows).toEqual([]);
      } finally {
        await db.close();
      }
      const server = await startServer(env);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await stop(server);
    } finally {
      fs.rmSync(olderFile, { force: true });
      fs.rmSync(olderMigrations, { recursive: true, force: true });
    }
  });
});
