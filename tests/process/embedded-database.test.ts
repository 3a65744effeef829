import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer, UNLIMITED_CLIENT_ENV } from "../helpers/server-process";

// These tests run the built server (npm run build first) as real processes.
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const running: RunningServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-process-"));
  dirs.push(dir);
  return dir;
}

/** The contact messages stored, counted through the teacher's panel (the server owns the embedded database). */
async function storedMessages(url: string): Promise<number> {
  const signIn = await fetch(`${url}/admin/entrar`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email: "profe@ef.test", password: "clave-larga-de-prueba" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const csv = await (await fetch(`${url}/admin/buzon/exportar.csv?lista=mensajes`, { headers: { cookie } })).text();
  if (!csv.startsWith("Fecha") && !csv.includes(";")) throw new Error(`not the inbox export: ${csv.slice(0, 80)}`);
  return csv.split("\r\n").filter(Boolean).length - 1;
}

async function visitsShown(url: string): Promise<number> {
  // With the visit cookie set, reading the page does not count a visit.
  const html = await (await fetch(`${url}/`, { headers: { Cookie: "ef_visita=1", "User-Agent": BROWSER_UA } })).text();
  const match = html.match(/data-testid="visit-counter".*?tabular-nums">([\d.]+)</s);
  if (!match?.[1]) throw new Error("visit counter not found in the page");
  return Number(match[1].replaceAll(".", ""));
}

describe("embedded database (PGlite) in a real server process", () => {
  it("loses no acknowledged write when the server is killed with SIGKILL, and reopens cleanly", async () => {
    const dataDir = tempDataDir();
    const env = {
      DATA_DIR: dataDir,
      ...UNLIMITED_CLIENT_ENV,
      ADMIN_EMAIL: "profe@ef.test",
      ADMIN_PASSWORD: "clave-larga-de-prueba",
    };
    const first = await startServer(env);
    running.push(first);
    const before = await storedMessages(first.url);

    // A stream of contact messages (each one a committed INSERT before its 303), cut by kill -9.
    let acknowledged = 0;
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let i = 0; !stop; i++) {
        try {
          const body = new URLSearchParams({
            name: `Ana ${writer}-${i}`,
            course: "3º ESO A",
            email: "ana@example.org",
            message: "Hola",
          });
          const response = await fetch(`${first.url}/?index`, {
            method: "POST",
            redirect: "manual",
            body,
            headers: { "User-Agent": BROWSER_UA },
          });
          await response.text();
          if (response.status === 303) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill("SIGKILL");
    await first.exited;
    stop = true;
    await Promise.all(writers);
    expect(acknowledged).toBeGreaterThan(10);

    const second = await startServer(env);
    running.push(second);
    expect(await storedMessages(second.url)).toBeGreaterThanOrEqual(before + acknowledged);
  });

  it("counts visits in memory and saves them when it shuts down (SIGTERM)", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-larga-de-prueba" });
    running.push(first);
    const before = await visitsShown(first.url);
    // Three first visits (no visit cookie): counted at once in memory, saved within seconds.
    for (let i = 0; i < 3; i++) await (await fetch(`${first.url}/`, { headers: { "User-Agent": BROWSER_UA } })).text();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const second = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-larga-de-prueba" });
    running.push(second);
    expect(await visitsShown(second.url)).toBe(before + 3);
  });

  it("refuses a second server on the same data directory while the first keeps serving", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-larga-de-prueba" });
    running.push(first);
    const second = await startServer(
      { DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-larga-de-prueba" },
      { waitReady: false },
    );
    running.push(second);
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain("ya está en uso por otro servidor");
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  });

  it("shuts down cleanly on SIGTERM and releases the data directory", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: "clave-larga-de-prueba" });
    running.push(first);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("apagado limpio");
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  it("prints the generated credentials once, on the first start only", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ DATA_DIR: dataDir });
    running.push(first);
    expect(first.output()).toContain("PRIMER ARRANQUE");
    expect(first.output()).toMatch(/Contraseña del curso 2º ESO\s+[a-z]{6}-[a-z]{6}-\d{2}\b/);
    first.child.kill("SIGTERM");
    await first.exited;
    const second = await startServer({ DATA_DIR: dataDir });
    running.push(second);
    expect(second.output()).not.toContain("PRIMER ARRANQUE");
  });

  it("exits with a clear message for a bad setting", async () => {
    const server = await startServer({ DATA_DIR: tempDataDir(), PORT: "no-es-un-puerto" }, { waitReady: false });
    running.push(server);
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain("PORT: PORT debe ser un número.");
  });
});
