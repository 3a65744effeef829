/**
 * Throughput of public pages under concurrent load, next to a static hashed file served by the
 * same server in the same run (DESIGN.md, Performance budgets). Prints a table, writes JSON to
 * bench/results/, asserts nothing but zero errors.
 *
 *   npm run bench:load [-- --connections 50,200 --seconds 10 --first-visits /ruta ...]
 *
 * Requests come as a phone browser that has already opened a page this session (it carries the
 * visit cookie, like a student's later pages at break time); --first-visits drops the cookie, so
 * every request also counts a visit (a write).
 *
 * Fresh embedded database by default; with DATABASE_URL, that PostgreSQL database.
 */
import http from "node:http";
import os from "node:os";
import { firstStaticAsset, get, PHONE_BROWSER, percentile, startBenchServer, VISITED_COOKIE, writeResults } from "./lib";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const connectionCounts = option("connections", "50,200").split(",").map(Number);
const seconds = Number(option("seconds", "10"));
const firstVisitsAt = args.indexOf("--first-visits");
const firstVisits = firstVisitsAt >= 0 && args.splice(firstVisitsAt, 1).length > 0;
const headers: Record<string, string> = { "user-agent": PHONE_BROWSER, ...(firstVisits ? {} : { cookie: VISITED_COOKIE }) };
const paths = args.length > 0 ? args : ["/", "/horarios", "/campeonatos/mantecup/futbol-masculino", "/blog", "/healthz"];

type Row = { path: string; connections: number; requests: number; reqPerSec: number; p50: number; p99: number; errors: number; ratioToStatic: number | null };

async function load(base: string, target: string, connections: number): Promise<Omit<Row, "ratioToStatic">> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target, base);
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
  return { path: target, connections, requests: latencies.length, reqPerSec: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

const server = await startBenchServer();
const rows: Row[] = [];
try {
  const staticPath = firstStaticAsset();
  // Warm up every target (JIT, database caches) before measuring.
  for (const target of [staticPath, ...paths]) {
    const agent = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 20; i++) await get(agent, new URL(target, server.base), headers);
    agent.destroy();
  }
  console.log(
    `${seconds} s por ruta, ${os.cpus().length} núcleos, Node ${process.version}, base de datos: ${server.database}, ` +
      `${firstVisits ? "primeras visitas (cada petición cuenta una visita)" : "visitantes con la cookie de visita"}, caché de páginas: ${process.env.PAGE_CACHE_SECONDS ?? "10"} s`,
  );
  for (const connections of connectionCounts) {
    const staticRow = await load(server.base, staticPath, connections);
    rows.push({ ...staticRow, ratioToStatic: null });
    for (const target of paths) {
      const row = await load(server.base, target, connections);
      rows.push({ ...row, ratioToStatic: row.reqPerSec / staticRow.reqPerSec });
    }
  }
  console.log(
    ["ruta".padEnd(44), "conex.", "   req/s", "    p50", "    p99", "errores", "vs. estático"].join("  ") +
      "\n" +
      rows
        .map((r) =>
          [
            r.path.padEnd(44),
            String(r.connections).padStart(6),
            r.reqPerSec.toFixed(0).padStart(8),
            `${r.p50.toFixed(0).padStart(5)}ms`,
            `${r.p99.toFixed(0).padStart(5)}ms`,
            String(r.errors).padStart(7),
            r.ratioToStatic === null ? "  (estático)" : `${(r.ratioToStatic * 100).toFixed(1).padStart(10)} %`,
          ].join("  "),
        )
        .join("\n"),
  );
  console.log(`Resultados: ${writeResults("http-load", { database: server.database, seconds, firstVisits, pageCacheSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10), rows })}`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await server.stop();
}
