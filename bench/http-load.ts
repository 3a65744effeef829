/**
 * Throughput of dynamic pages under concurrent load, next to a static file served by the same
 * server in the same run (DESIGN.md, Performance budgets). Prints numbers; asserts nothing.
 *
 *   npm run build && npx tsx bench/http-load.ts [--connections 50] [--seconds 10] [path ...]
 *
 * Starts the built server on a fresh embedded database (or measures BENCH_URL if set).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args.splice(i, 2)[1]) : fallback;
};
const connections = option("connections", 50);
const seconds = option("seconds", 10);
const paths = args.length > 0 ? args : ["/campeonatos/mantecup/futbol-masculino", "/campeonatos/mantecup/badminton-femenino"];

type Result = { path: string; requests: number; errors: number; statuses: Record<number, number>; latencies: number[]; seconds: number };

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL, stop: async () => {} };
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-bench-"));
  const child = spawn(process.execPath, ["server-build/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", ORGANISER_PASSWORD: "bench-organiser" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function get(agent: http.Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "accept-encoding": "gzip", accept: "text/html" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function load(base: string, target: string): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target, base);
  const result: Result = { path: target, requests: 0, errors: 0, statuses: {}, latencies: [], seconds };
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const status = await get(agent, url);
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
          if (status >= 400) result.errors += 1;
        } catch {
          result.errors += 1;
        }
        result.latencies.push(performance.now() - started);
        result.requests += 1;
      }
    }),
  );
  agent.destroy();
  return result;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const server = await startServer();
try {
  const asset = fs.readdirSync("build/client/assets").find((f) => f.endsWith(".css")) ?? fs.readdirSync("build/client/assets")[0];
  const staticPath = `/assets/${asset}`;
  // Warm up every target (JIT, database caches) before measuring.
  for (const target of [staticPath, ...paths]) {
    const agent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 20; i++) await get(agent, new URL(target, server.base));
    agent.destroy();
  }
  console.log(`${connections} conexiones simultáneas, ${seconds} s por ruta, ${os.cpus().length} núcleos, Node ${process.version}`);
  const staticResult = await load(server.base, staticPath);
  const rows = [staticResult, ...(await paths.reduce<Promise<Result[]>>(async (acc, p) => [...(await acc), await load(server.base, p)], Promise.resolve([])))];
  const staticRate = staticResult.requests / seconds;
  for (const r of rows) {
    const rate = r.requests / r.seconds;
    console.log(
      [
        r.path.padEnd(46),
        `${rate.toFixed(0).padStart(6)} req/s`,
        `p50 ${percentile(r.latencies, 50).toFixed(1).padStart(6)} ms`,
        `p99 ${percentile(r.latencies, 99).toFixed(1).padStart(6)} ms`,
        `errores ${r.errors}`,
        r === staticResult ? "(estático)" : `${((rate / staticRate) * 100).toFixed(1)} % del estático`,
      ].join("  "),
    );
  }
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await server.stop();
}
