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
  spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", ...args], { env: { ...process.env, ...env, DATABASE_URL: "" }, encoding: "utf8" });

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
});
