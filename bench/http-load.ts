/**
 * Throughput of the public pages for each kind of visitor, next to the limit: a bare `node:http`
 * server sending the home page's own compressed bytes, in the same run, measured before the rows
 * and again after each of them; each row is
 * compared with the limit measured around it. A static hashed file and the favicon and a seed picture
 * served by the site are rows too, and the teacher's panel (the dashboard and the inbox).
 * A photo uploaded through the panel (1600 px JPEG) and its smallest WebP variant are measured
 * against a limit of their own: a bare server sending that file's own bytes, measured before and
 * after each. Each public page row is also compared with a second reference: the same bare server
 * sending the same bytes with the headers the site sent (its security headers and the stored
 * page's CSP), which is what those headers alone cost. The server's memory is read at the end and
 * again after 20 s without load. Prints a table, writes JSON to bench/results/, asserts nothing
 * but zero errors.
 *
 *   npm run bench:load [-- --connections 50 --seconds 8 --visitors first,return,student,teacher /ruta ...]
 *
 * The load comes from `wrk` when it is installed (`apt-get install wrk`: one thread, as the issue's
 * figures were measured), otherwise from a keep-alive Node client in this process (which then
 * shares the machine's cores with the server and caps what it can show).
 *
 * The visitors (a phone browser each):
 *   first    an anonymous first visit: no cookie (every request counts a visit and gets a browser identity)
 *   return   an anonymous return visit: the cookies its first page set (the visit marker, the browser identity)
 *   student  a student who opened 2º ESO: the visit cookie and the course's gate cookie, on the
 *            /cursos pages that cookie reaches (the ranking among them: shared by everyone holding that gate cookie)
 *   teacher  the teacher signed in: the visit cookie and the staff session, on the public pages
 *
 * Fresh embedded database by default; with DATABASE_URL, that PostgreSQL database.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  BENCH_COURSE_PASSWORD,
  BENCH_TEACHER,
  cookiesFromPost,
  firstStaticAsset,
  get,
  loadFromNode,
  PHONE_BROWSER,
  percentile,
  startBareFileServer,
  startBareServer,
  startBenchServer,
  takeOption,
  VISITED_COOKIE,
  writeResults,
} from "./lib";
import { readImageNames } from "../server/image-names";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => takeOption(args, name, fallback);
const connectionCounts = option("connections", "50").split(",").map(Number);
const seconds = Number(option("seconds", "8"));
const VISITORS = ["first", "return", "student", "teacher"] as const;
type Visitor = (typeof VISITORS)[number];
const visitors = option("visitors", VISITORS.join(",")).split(",") as Visitor[];
const PUBLIC_PAGES = [
  "/",
  "/horarios",
  "/campeonatos/mantecup/futbol-masculino",
  "/blog",
  "/proyectos/desafio-xacobeo",
];
const COURSE_PAGES = [
  "/cursos/2-eso",
  "/cursos/noticias?curso=2-eso",
  "/cursos/rincon-de-logros?curso=2-eso",
  "/cursos/ranking-amigable?curso=2-eso",
];
/** The teacher's panel (item 3): under 50 connections, next to the same limit. */
const PANEL_PAGES = ["/admin", "/admin/buzon"];
const pagesFor = (visitor: Visitor) => (args.length > 0 ? args : visitor === "student" ? COURSE_PAGES : PUBLIC_PAGES);

type Row = {
  visitor: string;
  path: string;
  connections: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  ratioToLimit: number | null;
  /** Against the bare server sending the site's own headers too: public pages only (null or absent otherwise). */
  ratioToHeaderLimit?: number | null;
};
type Measured = Omit<Row, "ratioToLimit" | "visitor">;

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
/** What a phone sends, and what the Node client sends too (bench/lib.ts). */
const ACCEPT = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };

const toMs = (value: string, unit: string) =>
  Number(value) * (unit === "us" ? 0.001 : unit === "s" ? 1000 : unit === "m" ? 60_000 : 1);

function loadWithWrk(base: string, target: string, connections: number, headers: Record<string, string>): Measured {
  const headerArgs = Object.entries({ ...ACCEPT, ...headers }).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const out = execFileSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, new URL(target, base).href],
    { encoding: "utf8" },
  );
  const latency = (p: number) => {
    const match = new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(out);
    return match ? toMs(match[1]!, match[2]!) : Number.NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return {
    path: target,
    connections,
    requests,
    reqPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: latency(50),
    p99: latency(99),
    errors,
  };
}

async function load(
  base: string,
  target: string,
  connections: number,
  headers: Record<string, string>,
): Promise<Measured> {
  if (hasWrk) return loadWithWrk(base, target, connections, headers);
  const { latencies, errors } = await loadFromNode(new URL(target, base), connections, seconds, headers);
  return {
    path: target,
    connections,
    requests: latencies.length,
    reqPerSec: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The run of the middle rate among a reference's runs. */
const median = (runs: Measured[]) => [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)]!;

async function warm(base: string, target: string, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true });
  for (let i = 0; i < 20; i++) await get(agent, new URL(target, base), headers);
  agent.destroy();
}

/** Headers Node writes itself, or per answer (the length and encoding), or only to a first visit. */
const NOT_THE_PAGES_HEADERS =
  /^(date|connection|keep-alive|content-length|content-encoding|transfer-encoding|set-cookie)$/i;

/**
 * The page's own bytes as the site sends them to a phone (brotli) and to a gzip-only client, and
 * the headers it sent with them (as a flat list: name, value…), those a return visit gets.
 */
async function pageBytes(url: string): Promise<{ br: string; gzip: string; headers: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-limit-"));
  const files = { br: path.join(dir, "page.br"), gzip: path.join(dir, "page.gz") };
  let headers: string[] = [];
  for (const encoding of ["br", "gzip"] as const) {
    const body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(
          url,
          { headers: { "accept-encoding": encoding, accept: "text/html", cookie: VISITED_COOKIE } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () =>
              response.headers["content-encoding"] === encoding
                ? resolve(Buffer.concat(chunks))
                : reject(new Error(`${url} not sent as ${encoding}`)),
            );
            if (encoding === "br")
              headers = response.rawHeaders.flatMap((name, i) =>
                i % 2 === 0 && !NOT_THE_PAGES_HEADERS.test(name) ? [name, response.rawHeaders[i + 1]!] : [],
              );
          },
        )
        .on("error", reject);
    });
    fs.writeFileSync(files[encoding], body);
  }
  return { ...files, headers };
}

/**
 * A photo as a teacher uploads one (the picture picker's request): a 1600 × 1200 JPEG of noise,
 * which compresses like a photo. Returns the photo's address and its smallest WebP variant's.
 */
async function uploadPhoto(base: string, cookie: string): Promise<{ photo: string; variant: string }> {
  const sharp = (await import("sharp")).default;
  const jpeg = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new File([new Uint8Array(jpeg)], "patio.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${base}/admin/imagenes/subir`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: base, "user-agent": PHONE_BROWSER },
  });
  const answer = (await response.json()) as { reply?: { url: string; thumb: string } };
  if (!answer.reply) throw new Error(`the photo was not uploaded (${response.status})`);
  return { photo: answer.reply.url, variant: answer.reply.thumb };
}

/** A file the site serves, saved as it was sent, for the bare server to send the same bytes. */
async function savedBytes(url: string): Promise<{ file: string; type: string }> {
  // The upload's connection is closed by the server after it: a first try on it may fail.
  const ask = () => fetch(url, { headers: { "user-agent": PHONE_BROWSER } });
  const response = await ask().catch(ask);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ef-limit-")), "file");
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return { file, type: response.headers.get("content-type") ?? "application/octet-stream" };
}

// The server as it runs every day: started before on its folder (the first start, which builds the
// database, is bench:arranque's to measure).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-bench-"));
await (await startBenchServer({ dataDir })).stop();
const server = await startBenchServer({ dataDir });
const staticPath = firstStaticAsset();
// The build's public files a page pulls in (once at a twentieth of a page's rate).
// The seed's picture as a page links it: by the name with its content's hash the build gave it.
const seedPicture = readImageNames("build/image-names.json").get("/img/logo-centro.svg") ?? "/img/logo-centro.svg";
const publicFiles = ["/favicon.svg", seedPicture];
const LIMIT_PAGE = "/";
await pageBytes(`${server.base}${LIMIT_PAGE}`); // a first render, so the copy below is the stored one
const limitPage = await pageBytes(`${server.base}${LIMIT_PAGE}`);
const bare = await startBareServer(limitPage);
const bareWithHeaders = await startBareServer(limitPage, limitPage.headers);
const rows: Row[] = [];
/** The server's memory is read without load at 20 s (as runs before this one did) and at a minute. */
const SETTLE_SECONDS = 20;
const IDLE_SECONDS = 60;
const limitSamples: number[] = [];
const headerLimitSamples: number[] = [];
/** Each photo's own limit (req/s before and after its row) and its size. */
const photoLimits: { path: string; bytes: number; limits: number[] }[] = [];
try {
  const browser = { "user-agent": PHONE_BROWSER };
  const gate = await cookiesFromPost(`${server.base}/cursos/ranking-amigable?curso=2-eso`, {
    password: BENCH_COURSE_PASSWORD,
  });
  const staff = await cookiesFromPost(`${server.base}/admin/entrar`, {
    email: BENCH_TEACHER.email,
    password: BENCH_TEACHER.password,
    volver: "/admin",
  });
  // A browser that was here before keeps the cookies its first page set: the visit marker and its identity for the limits.
  const firstPage = await fetch(`${server.base}/`, { headers: { ...browser, accept: "text/html" } });
  await firstPage.text();
  const kept = firstPage.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  if (!kept.includes(VISITED_COOKIE)) throw new Error(`the first page set no visit cookie: ${kept}`);
  const headersFor: Record<Visitor, Record<string, string>> = {
    first: browser,
    return: { ...browser, cookie: kept },
    student: { ...browser, cookie: `${kept}; ${gate}` },
    teacher: { ...browser, cookie: `${kept}; ${staff}` },
  };
  const { photo, variant } = await uploadPhoto(server.base, staff);
  const photos = [photo, variant];
  // Warm up every target (JIT, database caches) before measuring.
  for (const target of [staticPath, ...publicFiles, ...photos]) await warm(server.base, target, headersFor.return);
  for (const target of PANEL_PAGES) await warm(server.base, target, headersFor.teacher);
  await warm(bare.base, "/", headersFor.return);
  await warm(bareWithHeaders.base, "/", headersFor.return);
  for (const visitor of visitors)
    for (const target of pagesFor(visitor)) await warm(server.base, target, headersFor[visitor]);
  console.log(
    `${seconds} s por fila, ${os.cpus().length} núcleos, Node ${process.version}, carga: ${hasWrk ? "wrk -t1" : "cliente Node (wrk no está instalado)"}, base de datos: ${server.database}, caché de páginas: ${process.env.PAGE_CACHE_SECONDS ?? "10"} s`,
  );
  for (const connections of connectionCounts) {
    // The limit is measured again after each row, and a row is compared with the limit measured
    // just before and just after it: a shared machine's speed drifts within a run (the same limit
    // measured 27,000 and 45,000 req/s on two runs of one day, 49,000 and 69,000 within one run),
    // and a group of five rows took 50 s between its two measures. The headers' reference is
    // measured around each group.
    // `storedPages`: sent as the headers' reference sends them (not the files, nor the panel's renders).
    const groups: { visitor: string; targets: string[]; headers: Record<string, string>; storedPages: boolean }[] = [
      {
        visitor: "fichero estático",
        targets: [staticPath, ...publicFiles],
        headers: headersFor.return,
        storedPages: false,
      },
      ...visitors.map((visitor) => ({
        visitor,
        targets: pagesFor(visitor),
        headers: headersFor[visitor],
        storedPages: true,
      })),
      ...(args.length > 0
        ? []
        : [
            {
              visitor: "profesor en el panel",
              targets: PANEL_PAGES,
              headers: headersFor.teacher,
              storedPages: false,
            },
          ]),
    ];
    const limitRuns = [await load(bare.base, "/", connections, headersFor.return)];
    const headerLimitRuns = [await load(bareWithHeaders.base, "/", connections, headersFor.return)];
    const measured: Row[] = [];
    for (const group of groups) {
      const groupRows: { row: Measured; limitAround: number }[] = [];
      for (const target of group.targets) {
        const row = await load(server.base, target, connections, group.headers);
        const before = limitRuns.at(-1)!;
        const after = await load(bare.base, "/", connections, headersFor.return);
        limitRuns.push(after);
        groupRows.push({ row, limitAround: (before.reqPerSec + after.reqPerSec) / 2 });
      }
      const headersBefore = headerLimitRuns.at(-1)!;
      const headersAfter = await load(bareWithHeaders.base, "/", connections, headersFor.return);
      headerLimitRuns.push(headersAfter);
      const headerLimitAround = (headersBefore.reqPerSec + headersAfter.reqPerSec) / 2;
      for (const { row, limitAround } of groupRows)
        measured.push({
          ...row,
          visitor: group.visitor,
          ratioToLimit: row.reqPerSec / limitAround,
          ratioToHeaderLimit: group.storedPages ? row.reqPerSec / headerLimitAround : null,
        });
    }
    // A photo against a bare server sending its own bytes, measured just before and just after it.
    for (const target of args.length > 0 ? [] : photos) {
      const own = await savedBytes(new URL(target, server.base).href);
      const photoBare = await startBareFileServer(own.file, own.type);
      try {
        const before = await load(photoBare.base, "/", connections, headersFor.return);
        const row = await load(server.base, target, connections, headersFor.return);
        const after = await load(photoBare.base, "/", connections, headersFor.return);
        const limitAround = (before.reqPerSec + after.reqPerSec) / 2;
        photoLimits.push({
          path: target,
          bytes: fs.statSync(own.file).size,
          limits: [before, after].map((run) => Math.round(run.reqPerSec)),
        });
        measured.push({
          ...row,
          visitor: target === photo ? "foto subida (JPEG)" : "foto: su variante WebP",
          ratioToLimit: row.reqPerSec / limitAround,
        });
      } finally {
        await photoBare.stop();
        fs.rmSync(path.dirname(own.file), { recursive: true, force: true });
      }
    }
    limitSamples.push(...limitRuns.map((run) => Math.round(run.reqPerSec)));
    headerLimitSamples.push(...headerLimitRuns.map((run) => Math.round(run.reqPerSec)));
    rows.push(
      {
        ...median(limitRuns),
        visitor: "límite: node:http",
        path: `bytes de ${LIMIT_PAGE} (mediana de ${limitRuns.length})`,
        ratioToLimit: null,
      },
      {
        ...median(headerLimitRuns),
        visitor: "node:http + cabeceras",
        path: `bytes y cabeceras de ${LIMIT_PAGE} (mediana)`,
        ratioToLimit: null,
      },
      ...measured,
    );
  }
  console.log(
    [
      "visitante".padEnd(26),
      "ruta".padEnd(40),
      "conex.",
      "   req/s",
      "    p50",
      "    p99",
      "errores",
      "   vs. límite",
      " vs. con cabeceras",
    ].join("  ") +
      "\n" +
      rows
        .map((r) =>
          [
            r.visitor.padEnd(26),
            r.path.slice(0, 40).padEnd(40),
            String(r.connections).padStart(6),
            r.reqPerSec.toFixed(0).padStart(8),
            `${r.p50.toFixed(1).padStart(5)}ms`,
            `${r.p99.toFixed(1).padStart(5)}ms`,
            String(r.errors).padStart(7),
            r.ratioToLimit === null ? "    (referencia)" : `${(r.ratioToLimit * 100).toFixed(1).padStart(12)} %`,
            r.ratioToHeaderLimit == null ? "" : `${(r.ratioToHeaderLimit * 100).toFixed(1).padStart(16)} %`,
          ].join("  "),
        )
        .join("\n"),
  );
  const serverRssMB = server.rssMB();
  console.log(`Memoria del servidor al final: ${serverRssMB ?? "?"} MB`);
  // What the server keeps once the run is over: V8 gives a burst's heap back once its allocation
  // rate has been low for a while (its memory reducer checks every few seconds), so the figure at
  // the end still holds the panel rows' heap. Read every 5 s for a minute: at 20 s and at the end.
  const idleReadings: (number | null)[] = [];
  for (let waited = 5; waited <= IDLE_SECONDS; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    idleReadings.push(server.rssMB());
  }
  const settledRssMB = idleReadings[SETTLE_SECONDS / 5 - 1] ?? null;
  const idleRssMB = idleReadings.at(-1) ?? null;
  console.log(`Memoria del servidor sin carga, cada 5 s: ${idleReadings.map((mb) => mb ?? "?").join(", ")} MB`);
  console.log(
    `Memoria del servidor ${SETTLE_SECONDS} s después, sin carga: ${settledRssMB ?? "?"} MB; ${IDLE_SECONDS} s después: ${idleRssMB ?? "?"} MB`,
  );
  console.log(
    `El límite, medido ${limitSamples.length} veces (antes y después de cada fila; cada fila se compara con la media de las dos medidas que la rodean): ${limitSamples.join(", ")} req/s`,
  );
  console.log(
    `El mismo servidor con las cabeceras de la web (${limitPage.headers.length / 2}: las de protección y la CSP de la página guardada), a la vez: ${headerLimitSamples.join(", ")} req/s`,
  );
  for (const own of photoLimits)
    console.log(
      `El límite de ${own.path} (${Math.round(own.bytes / 1024)} KB, sus propios bytes), antes y después de su fila: ${own.limits.join(", ")} req/s`,
    );
  console.log(
    `Resultados: ${writeResults("http-load", { database: server.database, seconds, pageCacheSeconds: Number(process.env.PAGE_CACHE_SECONDS ?? 10), serverRssMB, settledRssMB, idleRssMB, idleReadings, limitSamples, headerLimitSamples, photoLimits, rows })}`,
  );
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
} finally {
  await bare.stop();
  await bareWithHeaders.stop();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
