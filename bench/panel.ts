/**
 * The panel for its one teacher (item 3): single-request latency of the panel's busiest
 * pages (the dashboard, the inbox, the competitions and the biggest competition's editor), one
 * request at a time as a teacher on a phone sends them, and then the same pages under 50 connections.
 * Prints a table, writes JSON to bench/results/, asserts nothing but zero errors.
 *
 *   npm run bench:panel [-- --requests 200 --connections 50 --seconds 8]
 *
 * Fresh embedded database by default (started once, measured on its warm start); with
 * DATABASE_URL, that PostgreSQL database.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  BENCH_TEACHER,
  cookiesFromPost,
  get,
  loadFromNode,
  PHONE_BROWSER,
  percentile,
  startBenchServer,
  takeOption,
  writeResults,
} from "./lib";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const requests = Number(option("requests", "200"));
const connections = Number(option("connections", "50"));
const seconds = Number(option("seconds", "8"));

type Row = {
  path: string;
  bytes: number;
  p50: number;
  p95: number;
  max: number;
  loadReqPerSec: number;
  loadP99: number;
  errors: number;
};

/** A page's latency, one request after the other (each waits for the whole body). */
async function oneAtATime(base: string, target: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(target, base);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < 20; i++) await get(agent, url, headers); // warm: JIT, database caches
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    if ((await get(agent, url, headers)) >= 400) errors += 1;
    times.push(performance.now() - started);
  }
  agent.destroy();
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times), errors };
}

/** `connections` clients asking for the page for `seconds`, from this process. */
async function underLoad(base: string, target: string, headers: Record<string, string>) {
  const { latencies, errors } = await loadFromNode(new URL(target, base), connections, seconds, headers);
  return { reqPerSec: latencies.length / seconds, p99: percentile(latencies, 99), errors };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-bench-"));
await (await startBenchServer({ dataDir })).stop();
const server = await startBenchServer({ dataDir });
try {
  const cookie = await cookiesFromPost(`${server.base}/admin/entrar`, {
    email: BENCH_TEACHER.email,
    password: BENCH_TEACHER.password,
    volver: "/admin",
  });
  const headers = { "user-agent": PHONE_BROWSER, cookie };
  const html = async (target: string) => {
    const response = await fetch(new URL(target, server.base), { headers });
    if (!response.ok) throw new Error(`${target}: ${response.status}`);
    return response.text();
  };
  // The biggest competition: the editor whose page is longest (the most groups, teams and matches).
  const editors = [...new Set((await html("/admin/campeonatos")).match(/\/admin\/campeonatos\/[a-z0-9-]+/g) ?? [])];
  const sizes = await Promise.all(
    editors.map(async (editor) => ({ editor, size: (await html(editor).catch(() => "")).length })),
  );
  const biggest = sizes.sort((a, b) => b.size - a.size)[0]?.editor;
  const pages = ["/admin", "/admin/buzon", "/admin/campeonatos", ...(biggest ? [biggest] : [])];
  console.log(
    `${os.cpus().length} núcleos, Node ${process.version}, base de datos: ${server.database}; ${requests} peticiones seguidas por página, después ${connections} conexiones durante ${seconds} s`,
  );
  const rows: Row[] = [];
  for (const target of pages) {
    const single = await oneAtATime(server.base, target, headers);
    const load = await underLoad(server.base, target, headers);
    rows.push({
      path: target,
      bytes: Buffer.byteLength(await html(target)),
      p50: single.p50,
      p95: single.p95,
      max: single.max,
      loadReqPerSec: load.reqPerSec,
      loadP99: load.p99,
      errors: single.errors + load.errors,
    });
  }
  console.log(
    [
      "ruta".padEnd(40),
      "   HTML",
      "    p50",
      "    p95",
      "    máx",
      ` req/s (${connections})`,
      "    p99",
      "errores",
    ].join("  ") +
      "\n" +
      rows
        .map((r) =>
          [
            r.path.slice(0, 40).padEnd(40),
            `${Math.round(r.bytes / 1024)} KB`.padStart(7),
            `${r.p50.toFixed(1).padStart(5)}ms`,
            `${r.p95.toFixed(1).padStart(5)}ms`,
            `${r.max.toFixed(1).padStart(5)}ms`,
            r.loadReqPerSec.toFixed(0).padStart(11),
            `${r.loadP99.toFixed(0).padStart(5)}ms`,
            String(r.errors).padStart(7),
          ].join("  "),
        )
        .join("\n"),
  );
  console.log(`Memoria del servidor al final: ${server.rssMB() ?? "?"} MB`);
  console.log(
    `Resultados: ${writeResults("panel", { database: server.database, requests, connections, seconds, rows })}`,
  );
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
