// Measures the JavaScript and CSS each public page loads first (gzip), from the production
// build served by the real server: the module scripts and stylesheets its HTML references.
// Usage: node scripts/page-weight.mjs [--max-js-kb 130] [paths...]   (run `npm run build` first)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const maxIndex = args.indexOf("--max-js-kb");
const maxJsKb = maxIndex >= 0 ? Number(args.splice(maxIndex, 2)[1]) : 130;
const pages = args.length > 0 ? args : ["/", "/horarios", "/proyectos/health-leaders", "/proyectos/desafio-xacobeo", "/bilinguismo/proyecto-bilingue-24-25", "/novedades", "/blog", "/campeonatos/mantecup/futbol-masculino", "/cursos/2-eso"];

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-weight-"));
const server = spawn(process.execPath, ["server-build/index.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "off", ADMIN_PASSWORD: "medicion-de-peso" },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
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
    const css = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]));
    const jsBytes = [...js].reduce((sum, f) => sum + gz(f), 0);
    const cssBytes = [...css].reduce((sum, f) => sum + gz(f), 0);
    rows.push({ page, jsFiles: js.size, jsGzipKB: +(jsBytes / 1024).toFixed(1), cssGzipKB: +(cssBytes / 1024).toFixed(1), htmlGzipKB: +(gzipSync(html).length / 1024).toFixed(1) });
  }
  console.table(rows);
  const over = rows.filter((r) => r.jsGzipKB > maxJsKb);
  if (over.length > 0) {
    console.error(`Over the ${maxJsKb} KB gzip JavaScript budget: ${over.map((r) => r.page).join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log(`Every page is within the ${maxJsKb} KB gzip JavaScript budget.`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
