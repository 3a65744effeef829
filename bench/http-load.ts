/**
 * Throughput of the public pages for each kind of visitor, next to a static hashed file served by
 * the same server and by a bare `node:http` server, in the same run (DESIGN.md, Performance
 * budgets). Prints a table, writes JSON to bench/results/, asserts nothing but zero errors.
 *
 *   npm run bench:load [-- --connections 50 --seconds 8 --visitors first,return,student,teacher /ruta ...]
 *
 * The visitors (a phone browser each):
 *   first    an anonymous first visit: no cookie (every request counts a visit)
 *   return   an anonymous return visit: the visit cookie
 *   student  a student who opened 2º ESO: the visit cookie and the course's gate cookie, on the
 *            /cursos pages that cookie reaches (the ranking among them: shared by everyone holding that gate cookie)
 *   teacher  the teacher signed in: the visit cookie and the staff session, on the public pages
 *
 * Fresh embedded database by default; with DATABASE_URL, that PostgreSQL database.
 */
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  BENCH_COURSE_PASSWORD,
  BENCH_TEACHER,
  cookiesFromPost,
  firstStaticAsset,
  get,
  PHONE_BROWSER,
  percentile,
  startBareServer,
  startBenchServer,
  VISITED_COOKIE,
  writeResults,
} from "./lib";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const connectionCounts = option("connections", "50").split(",").map(Number);
const seconds = Number(option("seconds", "8"));
const VISITORS = ["first", "return", "student", "teacher"] as const;
type Visitor = (typeof VISITORS)[number];
const visitors = option("visitors", VISITORS.join(",")).split(",") as Visitor[];
const PUBLIC_PAGES = ["/", "/horarios", "/campeonatos/mantecup/futbol-masculino", "/blog", "/proyectos/desafio-xacobeo"];
const COURSE_PAGES = ["/cursos/2-eso", "/cursos/noticias?curso=2-eso", "/cursos/rincon-de-logros?curso=2-eso", "/cursos/ranking-amigable?curso=2-eso"];
const pagesFor = (visitor: Visitor) => (args.length > 0 ? args : visitor === "student" ? COURSE_PAGES : PUBLIC_PAGES);

type Row = { visitor: string; path: string; connections: number; requests: number; reqPerSec: number; p50: number; p99: number; errors: number; ratioToStatic: number | null };

async function load(base: string, target: string, connections: number, headers: Record<string, string>): Promise<Omit<Row, "ratioToStatic" | "visitor">> {
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

async function warm(base: string, target: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 20; i++) await get(agent, new URL(target, base), headers);
  agent.destroy();
}

const server = await startBenchServer();
const staticPath = firstStaticAsset();
const bare = await startBareServer(path.join("build/client", staticPath));
const rows: Row[] = [];
try {
  const browser = { "user-agent": PHONE_BROWSER };
  const gate = await cookiesFromPost(`${server.base}/cursos/ranking-amigable?curso=2-eso`, { password: BENCH_COURSE_PASSWORD });
  const staff = await cookiesFromPost(`${server.base}/admin/entrar`, { email: BENCH_TEACHER.email, password: BENCH_TEACHER.password, volver: "/admin" });
  const headersFor: Record<Visitor, Record<string, string>> = {
    first: browser,
    return: { ...browser, cookie: VISITED_COOKIE },
    student: { ...browser, cookie: `${VISITED_COOKIE}; ${gate}` },
    teacher: { ...browser, cookie: `${VISITED_COOKIE}; ${staff}` },
  };
  // Warm up every target (JIT, database caches) before measuring.
  await warm(server.base, staticPath, headersFor.return);
  await warm(bare.base, "/", headersFor.return);
  for (const visitor of visitors) for (const target of pagesFor(visitor)) await warm(server.base, target, headersFor[visitor]);
  console.log(
    `${seconds} s por fila, ${os.cpus().length} núcleos, Node ${process.version}, base de datos: ${server.database}, caché de páginas: ${process.env.PAGE_CACHE_SECONDS ?? "10"} s`,
  );
  for (const connections of connectionCounts) {
    const bareRow = await load(bare.base, "/", connections, headersFor.return);
    const staticRow = await load(server.base, staticPath, connections, headersFor.return);
    rows.push({ ...bareRow, visitor: "node:http (mismo fichero)", path: staticPath, ratioToStatic: null });
    rows.push({ ...staticRow, visitor: "fichero estático", ratioToStatic: staticRow.reqPerSec / bareRow.reqPerSec });
    for (const visitor of visitors) {
      for (const target of pagesFor(visitor)) {
        const row = await load(server.base, target, connections, headersFor[visitor]);
        rows.push({ ...row, visitor, ratioToStatic: row.reqPerSec / staticRow.reqPerSec });
      }
    }
  }
  console.log(
    ["visitante".padEnd(26), "ruta".padEnd(40), "conex.", "   req/s", "    p50", "    p99", "errores", "  vs. estático"].join("  ") +
      "\n" +
      rows
        .map((r) =>
          [
            r.visitor.padEnd(26),
            r.path.slice(0, 40).padEnd(40),
            String(r.connections).padStart(6),
            r.reqPerSec.toFixed(0).padStart(8),
            `${r.p50.toFixed(0).padStart(5)}ms`,
            `${r.p99.toFixed(0).padStart(5)}ms`,
            String(r.errors).padStart(7),
            // The static file's own row compares it with the bare node:http server.
            r.ratioToStatic === null ? "    (referencia)" : `${(r.ratioToStatic * 100).toFixed(1).padStart(12)} %`,
          ].join("  "),
        )
        .join("\n"),
  );
  const serverRssMB = server.rssMB();
  console.log(`Memoria del servidor al final: ${serverRssMB ?? "?"} MB`);
  console.log(`Resultados: ${writeResults("http-load", { database: server.database, seconds, pageCacheSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10), serverRssMB, rows })}`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await bare.stop();
  await server.stop();
}
