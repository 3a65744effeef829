import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type RunningServer,
  startServer,
  UNLIMITED_CLIENT_ENV,
  publishCommentsAtOnce,
  withPreparedDatabase,
} from "../helpers/server-process";
import { databaseUrl, runSql } from "../helpers/postgres";

// Backups taken by the running server, on the built server.
const ADMIN = { ADMIN_EMAIL: "profe@ef.test", ADMIN_PASSWORD: "clave-del-profe-copias" };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ef-copias-proceso-"));
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServer({ ...UNLIMITED_CLIENT_ENV, ...ADMIN, ...env });
  servers.push(server);
  // The comments these tests post must show at once: what is compared is the page before and after.
  await publishCommentsAtOnce(server.url, { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD });
  return server;
}
async function stop(server: RunningServer) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

async function signIn(server: RunningServer) {
  const answer = await fetch(`${server.url}/admin/entrar`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD, volver: "/admin" }),
  });
  expect(answer.status).toBe(302);
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const page = async (server: RunningServer, url: string, cookie = "") =>
  (await fetch(`${server.url}${url}`, { headers: { cookie, Accept: "text/html" } })).text();
const backupFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => /^ef-[a-z0-9]+-\d{8}-\d{6}\.tar$/.test(n))
        .sort()
    : [];

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`no llegó a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The text a visitor reads in a page's main content (nonces and counters aside). */
// A page as restored: the same, but for the nonce and the address it was asked at (the calendar's webcal:// links).
const mainOf = (html: string) =>
  (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")
    .replace(/nonce="[^"]*"/g, "")
    .replace(/127\.0\.0\.1(:|%3A)\d+/g, "127.0.0.1$1PORT");
const PAGES = ["/", "/novedades", "/blog", "/campeonatos/mantecup/futbol-masculino", "/horarios"];
const UPLOAD = "0123456789abcdef01234567.png";

async function comment(server: RunningServer, text: string) {
  const answer = await fetch(`${server.url}/blog`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ _form: "comentario-1", author_name: "Copia", content: text }),
  });
  expect(answer.status).toBe(303);
}

/** Requests at 50 a second to public pages while `until` is pending; their latencies and statuses. */
async function loadWhile(server: RunningServer, until: Promise<unknown>) {
  const latencies: number[] = [];
  const statuses: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const inFlight: Promise<void>[] = [];
  for (let i = 0; !done; i++) {
    const url = PAGES[i % PAGES.length]!;
    const started = performance.now();
    inFlight.push(
      fetch(`${server.url}${url}`)
        .then(async (r) => {
          await r.arrayBuffer();
          statuses.push(r.status);
        })
        .catch(() => {
          statuses.push(0);
        })
        .finally(() => {
          latencies.push(performance.now() - started);
        }),
    );
    await new Promise((r) => setTimeout(r, 20));
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    p50: latencies[Math.floor(latencies.length * 0.5)]!,
    p99: latencies[Math.floor(latencies.length * 0.99)]!,
    errors: statuses.filter((s) => s !== 200).length,
  };
}

const tool = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });

describe("nightly backups of the embedded database", () => {
  const dataDir = withPreparedDatabase(path.join(scratch, "datos"));
  const backupDir = path.join(scratch, "copias");
  let firstBackup = "";

  it(
    "are taken at the hour while 50 requests a second keep answering, checked, and restored into a new data directory serve the same pages and uploads",
    { timeout: 180_000 },
    async () => {
      fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
      fs.writeFileSync(path.join(dataDir, "uploads", UPLOAD), Buffer.alloc(4096, 5));
      const server = await start({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_SOON_SECONDS: "6" });
      await comment(server, "Comentario de antes de la copia");
      const written = waitFor("la copia programada", () => backupFiles(backupDir)[0]);
      const load = await loadWhile(server, written);
      firstBackup = await written;
      console.log(
        `copia programada con 50 peticiones por segundo: ${load.count} peticiones, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.errors} errores`,
      );
      expect(load.errors).toBe(0);
      const cookie = await signIn(server);
      const listed = await waitFor("la copia comprobada", async () =>
        (await page(server, "/admin/copias", cookie)).includes("Comprobada:") ? true : null,
      );
      expect(listed).toBe(true);
      // «Descargar» streams the same bytes, privately.
      const download = await fetch(`${server.url}/admin/copias/${firstBackup}`, { headers: { cookie } });
      expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${firstBackup}"`);
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await download.arrayBuffer()).equals(fs.readFileSync(path.join(backupDir, firstBackup)))).toBe(
        true,
      );
      // Nobody else: an anonymous visitor is sent to sign in.
      const anonymous = await fetch(`${server.url}/admin/copias/${firstBackup}`, { redirect: "manual" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/admin\/entrar/);
      expect((await fetch(`${server.url}/admin/copias/..%2Fdatos%2Fserver.lock`, { headers: { cookie } })).status).toBe(
        404,
      );
      const before = await Promise.all(PAGES.map(async (url) => mainOf(await page(server, url))));
      await comment(server, "Comentario de después de la copia");
      await stop(server);

      // The backup restored into a new data directory.
      const restoredDir = path.join(scratch, "restaurada");
      const restore = tool({ DATA_DIR: restoredDir }, "restore", path.join(backupDir, firstBackup));
      expect(restore.status, restore.stderr).toBe(0);
      const restored = await start({ DATA_DIR: restoredDir, BACKUP_HOUR: "off" });
      const after = await Promise.all(PAGES.map(async (url) => mainOf(await page(restored, url))));
      for (const [i, url] of PAGES.entries()) expect(after[i], url).toBe(before[i]);
      expect(after[2]).toContain("Comentario de antes de la copia");
      expect(after[2]).not.toContain("Comentario de después de la copia");
      const picture = await fetch(`${restored.url}/subidas/${UPLOAD}`);
      expect(Buffer.from(await picture.arrayBuffer()).equals(Buffer.alloc(4096, 5))).toBe(true);
      await stop(restored);
    },
  );

  it(
    "killed with SIGKILL during a backup: the earlier backup stays intact, no half file has a backup's name, and the next start says it was cut short",
    { timeout: 180_000 },
    async () => {
      expect(firstBackup).not.toBe("");
      const firstBytes = fs.readFileSync(path.join(backupDir, firstBackup));
      // Enough uploads that writing the copy takes a moment.
      for (let i = 0; i < 60; i++)
        fs.writeFileSync(
          path.join(dataDir, "uploads", `${String(i).padStart(24, "a")}.jpg`),
          Buffer.alloc(2 * 1024 * 1024, i),
        );
      const server = await start({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_HOUR: "off" });
      const cookie = await signIn(server);
      const asked = await fetch(`${server.url}/admin/copias`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie },
        body: new URLSearchParams({ intent: "backup" }),
      });
      expect(asked.status).toBe(302);
      await waitFor("la copia a medias", () => fs.readdirSync(backupDir).some((n) => n.startsWith(".ef-")), 20_000);
      server.child.kill("SIGKILL");
      await server.exited;
      expect(backupFiles(backupDir)).toEqual([firstBackup]);
      expect(fs.readFileSync(path.join(backupDir, firstBackup)).equals(firstBytes)).toBe(true);
      const check = JSON.parse(
        execFileSync(process.execPath, ["scripts/verify-backup.mjs", path.join(backupDir, firstBackup)], {
          encoding: "utf8",
        }).trim(),
      );
      expect(check.ok).toBe(true);

      const again = await start({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_HOUR: "off" });
      const html = await page(again, "/admin/copias", await signIn(again));
      expect(html).toContain("La copia se interrumpió");
      // What it left half-written is gone.
      expect(fs.readdirSync(backupDir).filter((n) => n.startsWith("."))).toEqual([]);
      await stop(again);
      for (let i = 0; i < 60; i++) fs.rmSync(path.join(dataDir, "uploads", `${String(i).padStart(24, "a")}.jpg`));
    },
  );
});

describe("a full disk", () => {
  it("is reported in the panel, not crashed on", { timeout: 120_000 }, async (context) => {
    const small = path.join(scratch, "disco-lleno");
    fs.mkdirSync(small);
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", small], { stdio: "ignore" });
    } catch {
      // Mounting needs root and a kernel that lets this sandbox do it.
      context.skip();
      return;
    }
    try {
      const server = await start({
        DATA_DIR: withPreparedDatabase(path.join(scratch, "datos-disco-lleno")),
        BACKUP_DIR: small,
        BACKUP_SOON_SECONDS: "3",
      });
      const cookie = await signIn(server);
      const home = await waitFor("el aviso", async () => {
        const html = await page(server, "/admin", cookie);
        return html.includes("La última copia de seguridad no se hizo") ? html : null;
      });
      expect(home).toContain("No hay sitio para la copia");
      expect(backupFiles(small)).toEqual([]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await stop(server);
    } finally {
      execFileSync("umount", [small]);
    }
  });
});

const PG_URL = process.env.PROCESS_PG_URL;
const pgDump = spawnSync("pg_dump", ["--version"]).status === 0;

describe.skipIf(!PG_URL || !pgDump)("nightly backups on PostgreSQL (pg_dump)", () => {
  it(
    "are taken while the site runs, checked, and restored into another database serve the same pages",
    { timeout: 180_000 },
    async () => {
      const names = [`ef_copia_${process.pid}`, `ef_restaurada_${process.pid}`];
      for (const name of names) {
        await runSql(PG_URL!, `drop database if exists ${name} with (force)`);
        await runSql(PG_URL!, `create database ${name}`);
      }
      const [source, target] = names.map((name) => databaseUrl(PG_URL!, name)) as [string, string];
      const backupDir = path.join(scratch, "copias-pg");
      const uploads = path.join(scratch, "subidas-pg");
      fs.mkdirSync(uploads, { recursive: true });
      fs.writeFileSync(path.join(uploads, UPLOAD), Buffer.alloc(1024, 7));
      try {
        const server = await start({
          DATABASE_URL: source,
          DATA_DIR: path.join(scratch, "datos-pg"),
          UPLOADS_DIR: uploads,
          BACKUP_DIR: backupDir,
          BACKUP_SOON_SECONDS: "5",
        });
        await comment(server, "Comentario en PostgreSQL");
        const written = waitFor("la copia programada", () => backupFiles(backupDir)[0]);
        const load = await loadWhile(server, written);
        const file = await written;
        console.log(
          `copia de PostgreSQL con 50 peticiones por segundo: ${load.count} peticiones, p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.errors} errores`,
        );
        expect(load.errors).toBe(0);
        const cookie = await signIn(server);
        await waitFor("la copia comprobada", async () =>
          (await page(server, "/admin/copias", cookie)).includes("Comprobada:"),
        );
        const before = await Promise.all(PAGES.map(async (url) => mainOf(await page(server, url))));
        await stop(server);

        const restoredUploads = path.join(scratch, "subidas-pg-restauradas");
        const restore = tool(
          { DATABASE_URL: target, UPLOADS_DIR: restoredUploads },
          "restore",
          path.join(backupDir, file),
        );
        expect(restore.status, restore.stderr).toBe(0);
        const restored = await start({
          DATABASE_URL: target,
          DATA_DIR: path.join(scratch, "datos-pg-2"),
          UPLOADS_DIR: restoredUploads,
          BACKUP_HOUR: "off",
        });
        const after = await Promise.all(PAGES.map(async (url) => mainOf(await page(restored, url))));
        for (const [i, url] of PAGES.entries()) expect(after[i], url).toBe(before[i]);
        expect(after[2]).toContain("Comentario en PostgreSQL");
        expect(
          Buffer.from(await (await fetch(`${restored.url}/subidas/${UPLOAD}`)).arrayBuffer()).equals(
            Buffer.alloc(1024, 7),
          ),
        ).toBe(true);
        await stop(restored);
      } finally {
        for (const name of names) await runSql(PG_URL!, `drop database if exists ${name} with (force)`);
      }
    },
  );
});
