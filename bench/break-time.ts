/**
 * The 11:15 break: a whole school on their phones while the organiser saves results. 1,500
 * students arrive evenly over 60 s; each loads one competition page, then another a few seconds
 * later, with a live-update stream open in between. Half of them have opened their course (they
 * carry its gate cookie, as students who checked their ranking earlier do) and also open their
 * course's page and its news. A result is saved every 3 s, each save timed; meanwhile the teacher,
 * signed in, opens the panel's busiest pages one after the other, each timed. Zero errors required
 * (exit 1 otherwise). Writes JSON to bench/results/.
 *
 *   npm run bench:recreo [-- --students 1500 --seconds 60]
 */
import http from "node:http";
import { SEED_COMPETITIONS } from "../db/seed-data/tournaments";
import {
  BENCH_COURSE_PASSWORD,
  BENCH_ORGANISER_PASSWORD,
  BENCH_TEACHER,
  cookiesFromPost,
  get,
  PHONE_BROWSER,
  percentile,
  startBenchServer,
  VISITED_COOKIE,
  writeResults,
} from "./lib";

const COMPETITION_SLUGS = SEED_COMPETITIONS.map((c) => c.slug);

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const students = option("students", 1500);
const seconds = option("seconds", 60);

const server = await startBenchServer();
// The 2º ESO gate cookie, as a student who opened the course earlier carries it.
const gateCookie = await cookiesFromPost(`${server.base}/cursos/ranking-amigable?curso=2-eso`, {
  password: BENCH_COURSE_PASSWORD,
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const latencies: number[] = [];
const saveLatencies: number[] = [];
const panelLatencies: number[] = [];
const failures: string[] = [];
let saved = 0;
let liveEvents = 0;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page load from a phone: the first of the session counts a visit, later ones carry its cookie. */
async function loadPage(path: string, firstOfSession: boolean, unlocked = false) {
  const started = performance.now();
  const cookies = [...(firstOfSession ? [] : [VISITED_COOKIE]), ...(unlocked ? [gateCookie] : [])];
  try {
    const status = await get(agent, new URL(path, server.base), {
      "user-agent": PHONE_BROWSER,
      ...(cookies.length ? { cookie: cookies.join("; ") } : {}),
    });
    if (status >= 400) failures.push(`${status} ${path}`);
  } catch (error) {
    failures.push(`${String(error)} ${path}`);
  }
  latencies.push(performance.now() - started);
}

/** Listens to a competition's live stream for a while (as an open phone page does). */
async function watch(slug: string, ms: number) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    const response = await fetch(`${server.base}/campeonatos/mantecup/${slug}/en-directo`, { signal: abort.signal });
    if (!response.ok) failures.push(`${response.status} stream ${slug}`);
    const reader = response.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (new TextDecoder().decode(value).includes("event: result")) liveEvents += 1;
    }
  } catch (error) {
    if ((error as Error).name !== "AbortError") failures.push(`stream ${slug}: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

async function student(unlocked: boolean) {
  const first = pick(COMPETITION_SLUGS);
  await loadPage(`/campeonatos/mantecup/${first}`, true, unlocked);
  await watch(first, 2000 + Math.random() * 3000);
  await loadPage(`/campeonatos/mantecup/${pick(COMPETITION_SLUGS)}`, false, unlocked);
  if (unlocked) {
    await loadPage("/cursos/2-eso", false, true);
    await loadPage("/cursos/noticias?curso=2-eso", false, true);
  }
}

/** The organiser, without JavaScript: password, then a score for a football match. */
async function organiser(until: number) {
  const slug = "futbol-masculino";
  while (performance.now() < until) {
    const page = `${server.base}/campeonatos/mantecup/${slug}`;
    const html = await (await fetch(page)).text();
    const ids = [...html.matchAll(/id="partido-(\d+)"/g)].map((m) => m[1]!);
    const id = pick(ids);
    const unlock = await fetch(`${page}?partido=${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "unlock", partido: id, password: BENCH_ORGANISER_PASSWORD }),
    });
    const pass = /name="pass" value="([^"]+)"/.exec(await unlock.text())?.[1];
    const saveStarted = performance.now();
    const save = await fetch(`${page}?partido=${id}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        intent: "save",
        partido: id,
        pass: pass ?? "",
        team1: String(Math.floor(Math.random() * 5)),
        team2: String(Math.floor(Math.random() * 5)),
      }),
    });
    saveLatencies.push(performance.now() - saveStarted);
    if (save.status === 303) saved += 1;
    else failures.push(`${save.status} guardar resultado`);
    await sleep(3000);
  }
}

/** The teacher at the panel during the break, on a phone: its busiest pages, one after the other. */
const PANEL_PAGES = ["/admin", "/admin/buzon", "/admin/campeonatos", "/admin/campeonatos/futbol-masculino"];
async function teacher(until: number) {
  const cookie = await cookiesFromPost(`${server.base}/admin/entrar`, {
    email: BENCH_TEACHER.email,
    password: BENCH_TEACHER.password,
  });
  const panelAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; performance.now() < until; i++) {
    const path = PANEL_PAGES[i % PANEL_PAGES.length]!;
    const started = performance.now();
    try {
      const status = await get(panelAgent, new URL(path, server.base), { "user-agent": PHONE_BROWSER, cookie });
      if (status >= 400) failures.push(`${status} ${path}`);
    } catch (error) {
      failures.push(`${String(error)} ${path}`);
    }
    panelLatencies.push(performance.now() - started);
    await sleep(500);
  }
  panelAgent.destroy();
}

try {
  const started = performance.now();
  const writer = organiser(started + seconds * 1000);
  const panel = teacher(started + seconds * 1000);
  const crowd: Promise<void>[] = [];
  for (let i = 0; i < students; i++) {
    crowd.push(student(i % 2 === 1));
    await sleep((seconds * 1000) / students);
  }
  await Promise.all([...crowd, writer, panel]);
  const elapsed = (performance.now() - started) / 1000;
  const summary = {
    database: server.database,
    students,
    seconds,
    pageLoads: latencies.length,
    pageLoadsPerSec: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    resultsSaved: saved,
    resultSaveP95: percentile(saveLatencies, 95),
    resultSaveMax: Math.max(...saveLatencies),
    panelPages: panelLatencies.length,
    panelP50: percentile(panelLatencies, 50),
    panelP95: percentile(panelLatencies, 95),
    liveEventsReceived: liveEvents,
    errors: failures.length,
    serverRssMB: server.rssMB(),
  };
  console.log(
    `Recreo: ${students} alumnos en ${seconds} s (${server.database}): ${summary.pageLoads} páginas, p50 ${summary.p50.toFixed(0)} ms, ` +
      `p99 ${summary.p99.toFixed(0)} ms, ${saved} resultados guardados (p95 ${summary.resultSaveP95.toFixed(0)} ms), ` +
      `${summary.panelPages} páginas del panel (p50 ${summary.panelP50.toFixed(0)} ms, p95 ${summary.panelP95.toFixed(0)} ms), ` +
      `${liveEvents} avisos en directo recibidos, ${failures.length} errores, memoria del servidor ${summary.serverRssMB ?? "?"} MB`,
  );
  if (failures.length) console.log(failures.slice(0, 10).join("\n"));
  console.log(`Resultados: ${writeResults("recreo", { ...summary, failures: failures.slice(0, 50) })}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  await server.stop();
}
