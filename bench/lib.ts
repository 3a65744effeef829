/** Shared pieces of the HTTP benchmarks: a server on a fresh database, a keep-alive client, percentiles. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { VISIT_COOKIE } from "../app/platform/server/visits.server";

export const BENCH_ORGANISER_PASSWORD = "bench-organiser";
export const BENCH_COURSE_PASSWORD = "bench-2-eso";
export const BENCH_TEACHER = { email: "profe@bench.test", password: "bench-clave-del-profe" };
/** The cookie a browser carries once its visit is counted (its later pages count nothing). */
export const VISITED_COOKIE = `${VISIT_COOKIE}=1`;
export const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

/**
 * The built server on a free loopback port: a fresh embedded database, or the PostgreSQL of
 * DATABASE_URL (then a new database is not created: point it at a scratch database). BENCH_URL
 * measures a server that is already running.
 */
export async function startBenchServer(options: { dataDir?: string } = {}): Promise<{
  base: string;
  database: string;
  /** From the process's start to the first healthy /healthz. */
  startupMs: number;
  rssMB: () => number | null;
  stop: () => Promise<void>;
}> {
  if (process.env.BENCH_URL)
    return { base: process.env.BENCH_URL, database: "externa", startupMs: 0, rssMB: () => null, stop: async () => {} };
  const port = 3900 + Math.floor(Math.random() * 90);
  // A folder given by the caller is kept (a second start on it is a warm start).
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "ef-bench-"));
  const startedAt = performance.now();
  // The flags `npm start` runs the server with (package.json): a 4 MB young generation (docs/decisions/023),
  // and `gc` for giving a burst's heap back once quiet (server/memory-after-bursts.ts).
  const child = spawn(process.execPath, ["--max-semi-space-size=4", "--expose-gc", "build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As `npm start` and the Dockerfile run it (scripts/start.mjs: two memory arenas).
      MALLOC_ARENA_MAX: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_REQUESTS: "off",
      ORGANISER_PASSWORD: BENCH_ORGANISER_PASSWORD,
      COURSE_PASSWORD_2ESO: BENCH_COURSE_PASSWORD,
      ADMIN_EMAIL: BENCH_TEACHER.email,
      ADMIN_PASSWORD: BENCH_TEACHER.password,
      // Thousands of simulated students share one address here.
      PUBLIC_WRITES_PER_MINUTE: "1000000",
      NEW_BROWSER_WRITES_PER_MINUTE: "1000000",
      ADDRESS_WRITES_PER_MINUTE: "1000000",
      PASSWORD_ATTEMPTS_PER_ADDRESS: "1000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 6_000; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = Math.round(performance.now() - startedAt);
  return {
    base,
    startupMs,
    database: process.env.DATABASE_URL ? "PostgreSQL" : "PGlite (integrada)",
    /** The server's resident memory now (Linux), in MB. */
    rssMB: () => {
      try {
        const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1];
        return kb ? Math.round(Number(kb) / 1024) : null;
      } catch {
        return null;
      }
    },
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookies a POST sets (name=value pairs), for the next requests of the same visitor. */
export async function cookiesFromPost(url: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { "user-agent": PHONE_BROWSER },
  });
  await response.text();
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.startsWith("ef_toast"));
  if (cookies.length === 0) throw new Error(`no cookie from ${url} (${response.status})`);
  return cookies.join("; ");
}

/**
 * The limit: a bare `node:http` server in its own process that sends a page's own
 * compressed bytes (as the site sent them: brotli to a phone, gzip to a gzip-only client) with a
 * page's headers, and does nothing else. A cached page cannot be served faster than this.
 *
 * With `headers`, the same server sends the headers the site sent with those bytes (its security
 * headers and the stored page's CSP) instead of five: what those headers alone cost Node, apart
 * from anything the site's code does.
 */
export function startBareServer(files: { br: string; gzip: string }, headers?: readonly string[]) {
  const head = headers
    ? `[...${JSON.stringify(headers)}, "content-length", String(body.length), "content-encoding", useBr ? "br" : "gzip"]`
    : `{ "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", vary: "Accept-Encoding", "content-length": body.length, "content-encoding": useBr ? "br" : "gzip" }`;
  return spawnBareServer(`
    const br = fs.readFileSync(${JSON.stringify(files.br)}), gz = fs.readFileSync(${JSON.stringify(files.gzip)});
    const handle = (req, res) => {
      const useBr = /\\bbr\\b/.test(req.headers["accept-encoding"] || "");
      const body = useBr ? br : gz;
      res.writeHead(200, ${head});
      res.end(body);
    };`);
}

/** The limit for a file (a photo): a bare server sending that file's own bytes, as they are. */
export function startBareFileServer(file: string, contentType: string) {
  return spawnBareServer(`
    const body = fs.readFileSync(${JSON.stringify(file)});
    const handle = (req, res) => {
      res.writeHead(200, { "content-type": ${JSON.stringify(contentType)}, "cache-control": "public, max-age=31536000, immutable", "content-length": body.length });
      res.end(body);
    };`);
}

/** A server in its own process whose `handle(req, res)` is the given source; resolves once it answers. */
async function spawnBareServer(handler: string): Promise<{ base: string; stop: () => Promise<void> }> {
  // The system picks the port and the child prints it: two bare servers at once (the page's limit
  // runs through the whole run, a photo's beside it) once drew the same port from a small range,
  // and the photo's limit was measured against the page's server.
  const source = `
    const http = require("node:http"), fs = require("node:fs");
    ${handler}
    const server = http.createServer(handle).listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** One GET; resolves with the status once the whole body has arrived. */
export function get(agent: http.Agent, url: URL, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html", ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** `connections` keep-alive clients in this process asking for `url` for `seconds`: every latency, and the errors. */
export async function loadFromNode(
  url: URL,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<{ latencies: number[]; errors: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          if ((await get(agent, url, headers)) >= 400) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  return { latencies, errors };
}

/** Takes `--name value` out of a command's arguments (what is left are its paths); the fallback when absent. */
export function takeOption(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export function firstStaticAsset(): string {
  const files = fs.readdirSync("build/client/assets");
  return `/assets/${files.find((f) => f.endsWith(".css")) ?? files[0]}`;
}

export function writeResults(name: string, results: unknown) {
  fs.mkdirSync("bench/results", { recursive: true });
  const file = path.join(
    "bench/results",
    `${name}-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.json`,
  );
  fs.writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cores: os.cpus().length, ...(results as object) }, null, 2)}\n`,
  );
  return file;
}
