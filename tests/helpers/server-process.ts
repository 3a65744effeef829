import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * Limits no test server reaches unless a test means to: every test client writes from 127.0.0.1,
 * most without keeping cookies (the limits themselves are tested in protection.test.ts).
 */
export const UNLIMITED_CLIENT_ENV = {
  PUBLIC_WRITES_PER_MINUTE: "100000",
  NEW_BROWSER_WRITES_PER_MINUTE: "100000",
  ADDRESS_WRITES_PER_MINUTE: "100000",
  PASSWORD_ATTEMPTS_PER_ADDRESS: "100000",
  PUSH_SUBSCRIPTIONS_PER_ADDRESS: "100000",
};

export type RunningServer = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * A new data directory holding the run's prepared embedded database (./data-dir-template.ts): the
 * site as its first start leaves it before the server opens it, for tests whose subject is not the
 * first start (a first start makes the database in WebAssembly, seconds of CPU each time).
 */
export function preparedDataDir(prefix: string): string {
  return withPreparedDatabase(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/** The same, in a data directory of the test's own naming (created if missing). */
export function withPreparedDatabase(dir: string): string {
  fs.cpSync(path.join(inject("dataDirTemplate"), "pglite"), path.join(dir, "pglite"), { recursive: true });
  return dir;
}

/** Starts the built server (build/server/) as a real process and waits until /healthz answers. */
export async function startServer(
  env: Record<string, string>,
  { waitReady = true, prefix = [] as string[] } = {},
): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  let log = "";
  // `prefix`: a command that runs the server (e.g. `prlimit --nofile=…`, which execs it: same PID).
  const [command, ...args] = [...prefix, process.execPath, "build/server/index.js"];
  const child = spawn(command!, args, {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_REQUESTS: "off", ...env, PORT: port },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (waitReady) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not start in time:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, child, output: () => log, exited };
}

/**
 * The teacher turns off «los comentarios se publican solo cuando los reviso» in Ajustes, through the
 * panel as a teacher would (review is the default): for tests whose subject is a comment
 * that shows at once (the page cache, backups, two instances), not moderation.
 */
export async function publishCommentsAtOnce(url: string, admin: { email: string; password: string }): Promise<void> {
  const signIn = await fetch(`${url}/admin/entrar`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ email: admin.email, password: admin.password, volver: "/admin" }),
  });
  if (signIn.status !== 302) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const saved = await fetch(`${url}/admin/ajustes`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: url },
    body: new URLSearchParams({ intent: "moderation", approvePublicNames: "on" }),
  });
  if (saved.status !== 302)
    throw new Error(`the privacy settings answered ${saved.status}: ${(await saved.text()).slice(0, 300)}`);
}
