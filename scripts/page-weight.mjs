// The site's performance budgets, measured on the production build served by the real
// server (run `npm run build` first; `npm run budget` does both):
// 1. the JavaScript and CSS each public page loads first (gzip): the module scripts and
//    stylesheets its HTML references; fails over 130 KB of JavaScript;
// 2. Lighthouse (mobile, default throttling, median of 3 runs) on seven pages of each kind,
//    with Debian's Chromium; fails under 100 in accessibility, best practices or SEO, warns under
//    95 in performance. --no-lighthouse skips it.
//    Lighthouse is not one of the project's dependencies (with its browser tooling it would add
//    well over 100 MB to every install, and CI does not run it): the first run installs it into
//    node_modules/.cache/lighthouse.
// Usage: tsx scripts/page-weight.mjs [--max-js-kb 130] [--no-lighthouse] [--base-url URL]
//          [--lighthouse-pages /,/cursos/2-eso] [paths...]
// --base-url measures a server that is already running (a page after the teacher has changed it,
// say) instead of starting one on an empty database; --lighthouse-pages replaces the seven pages.
// (tsx, for the list of public pages shared with the end-to-end tests).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { PUBLIC_PAGES } from "../tests/helpers/public-pages.ts";
import CHROMIUM_FLAGS from "./chromium-flags.json" with { type: "json" };

const args = process.argv.slice(2);
const maxIndex = args.indexOf("--max-js-kb");
const maxJsKb = maxIndex >= 0 ? Number(args.splice(maxIndex, 2)[1]) : 130;
const noLighthouseIndex = args.indexOf("--no-lighthouse");
const runLighthouse = noLighthouseIndex < 0;
if (!runLighthouse) args.splice(noLighthouseIndex, 1);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const givenBase = option("--base-url");
const givenLighthousePages = option("--lighthouse-pages");
const LIGHTHOUSE_PAGES = givenLighthousePages?.split(",") ?? [
  "/",
  "/horarios",
  "/proyectos/health-leaders",
  "/novedades",
  "/blog",
  "/campeonatos/mantecup/futbol-masculino",
  "/cursos/2-eso",
];
const LIGHTHOUSE_RUNS = 3;
// Not a dependency of the site: installed on first use into node_modules/.cache (see ensureLighthouse).
const LIGHTHOUSE_VERSION = "12.8.2";
const LIGHTHOUSE_DIR = path.resolve("node_modules/.cache/lighthouse");
// The JavaScript budget holds on any public page, so every one is weighed.
const pages = args.length > 0 ? args : PUBLIC_PAGES;

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = givenBase ? null : fs.mkdtempSync(path.join(os.tmpdir(), "ef-weight-"));
const server = dataDir
  ? spawn(process.execPath, ["build/server/index.js"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_REQUESTS: "off",
        ADMIN_PASSWORD: "medicion-de-peso",
      },
      stdio: "ignore",
    })
  : null;
const base = givenBase ?? `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  const gz = (file) => gzipSync(fs.readFileSync(path.join("build/client", file))).length;
  const rows = [];
  for (const page of pages) {
    const response = await fetch(base + page);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    const html = await response.text();
    const js = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
    for (const m of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
    // The same links, added by the module script after the first paint (app/platform/server/hydration-after-paint.server.ts).
    const afterPaint = /const preloads=(\[[^\]]*\])/.exec(html);
    for (const href of afterPaint ? JSON.parse(afterPaint[1]) : []) js.add(href);
    const css = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
    const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
    rows.push({
      page,
      jsFiles: js.size,
      jsGzipKB: +(jsBytes / 1024).toFixed(1),
      cssGzipKB: +(cssBytes / 1024).toFixed(1),
      htmlGzipKB: +(gzipSync(html).length / 1024).toFixed(1),
    });
  }
  console.table(rows);
  const over = rows.filter((r) => r.jsGzipKB > maxJsKb);
  if (over.length > 0) {
    console.error(`Over the ${maxJsKb} KB gzip JavaScript budget: ${over.map((r) => r.page).join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log(`Every page is within the ${maxJsKb} KB gzip JavaScript budget.`);
  }
  if (runLighthouse) await lighthouseBudget(base);
} finally {
  if (server && dataDir) {
    server.kill("SIGTERM");
    await new Promise((r) => server.on("exit", r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Imports a package of the Lighthouse folder by its package.json's entry point (both are ES modules). */
async function importFromLighthouseDir(name) {
  const folder = path.join(LIGHTHOUSE_DIR, "node_modules", name);
  const { main } = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"));
  return import(pathToFileURL(path.join(folder, main)).href);
}

/** Installs Lighthouse (pinned) beside the project on first use. */
function ensureLighthouse() {
  const installed = path.join(LIGHTHOUSE_DIR, "node_modules/lighthouse/package.json");
  if (fs.existsSync(installed) && JSON.parse(fs.readFileSync(installed, "utf8")).version === LIGHTHOUSE_VERSION) return;
  console.log(
    `Instalando Lighthouse ${LIGHTHOUSE_VERSION} en ${path.relative(process.cwd(), LIGHTHOUSE_DIR)} (solo la primera vez)...`,
  );
  fs.mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  const manifest = {
    private: true,
    dependencies: { lighthouse: LIGHTHOUSE_VERSION },
    // Its trace engine asks for "latest" of third-party-web: pinned, so every install is the same.
    overrides: { "@paulirish/trace_engine": { "third-party-web": "0.27.0" } },
  };
  fs.writeFileSync(path.join(LIGHTHOUSE_DIR, "package.json"), JSON.stringify(manifest, null, 2));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock"], {
    cwd: LIGHTHOUSE_DIR,
    stdio: "inherit",
  });
}

/** Lighthouse scores (0–100), median of LIGHTHOUSE_RUNS runs per page. */
async function lighthouseBudget(base) {
  ensureLighthouse();
  const { default: lighthouse } = await importFromLighthouseDir("lighthouse");
  const chromeLauncher = await importFromLighthouseDir("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    // The flags of the end-to-end tests: headless, and off the network.
    chromeFlags: CHROMIUM_FLAGS,
  });
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const rows = [];
  const problems = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(base + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
        });
        runs.push(result.lhr);
      }
      const row = { page };
      for (const id of categories)
        row[id] = median(runs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
      rows.push(row);
      // Name what cost the points, from the last run, for the categories that must be 100.
      for (const id of ["accessibility", "best-practices", "seo"]) {
        if (row[id] >= 100) continue;
        const lhr = runs.at(-1);
        const failing = lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => ref.id);
        problems.push(`${page} ${id} ${row[id]}: ${failing.join(", ") || "?"}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(`Lighthouse (móvil, mediana de ${LIGHTHOUSE_RUNS}):`);
  console.table(rows);
  const slow = rows.filter((r) => r.performance < 95);
  if (slow.length > 0)
    console.warn(
      `Aviso: rendimiento por debajo de 95 en ${slow.map((r) => `${r.page} (${r.performance})`).join(", ")}`,
    );
  if (problems.length > 0) {
    console.error(`Por debajo de 100 en accesibilidad, buenas prácticas o SEO:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Accesibilidad, buenas prácticas y SEO: 100 en ${LIGHTHOUSE_PAGES.length === 7 ? "las siete páginas" : LIGHTHOUSE_PAGES.join(", ")}.`,
    );
  }
}
