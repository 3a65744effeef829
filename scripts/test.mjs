// `npm test`: every suite, in order: unit + integration (fresh in-memory PGlite; also PostgreSQL
// when TEST_DATABASE_URL is set), then the build, the process tests (real server: kill -9,
// locks) and the end-to-end tests in Chromium. Ends with each stage's wall time and one summary line.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";

/** Is a PostgreSQL server listening on 127.0.0.1:5432? Then the database-observing e2e tests run too. */
async function postgresReachable() {
  if (process.env.E2E_PG_URL) return true;
  return new Promise((resolve) => {
    const socket = net.connect(5432, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

const results = [];
fs.mkdirSync("test-results", { recursive: true });

const started = performance.now();
/** Each stage's wall time, in seconds, printed with the summary. */
const times = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const stageStarted = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = Math.round((performance.now() - stageStarted) / 1000);
  times.push({ label, seconds });
  console.log(
    `=== ${label}: ${seconds} s (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}) ===`,
  );
  return result.status === 0;
}

function readVitest(file) {
  try {
    const json = JSON.parse(fs.readFileSync(file, "utf8"));
    return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

function vitest(label, configArgs, file, env) {
  const ok = run(
    label,
    "npx",
    ["vitest", "run", ...configArgs, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
  );
  const counts = readVitest(file);
  results.push({ label, ...counts, ok });
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (fs.existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    console.log("Instalando Chromium de Debian (apt-get) para las pruebas en navegador...");
    run("apt-get update", "apt-get", ["update", "-qq"]);
    return run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], {
      DEBIAN_FRONTEND: "noninteractive",
    });
  }
  console.error(`Falta Chromium en ${path}: instálalo con 'sudo apt-get install -y chromium' o indica CHROMIUM_PATH.`);
  return false;
}

/**
 * `--beside-process "command"` (CI): the process tests start one server at a time and leave most of
 * the second core idle; the command runs meanwhile (checks that need no browser), its output kept
 * in a file and printed after. Its tests are counted from test-results/vitest-beside.json if it writes one.
 */
function startBesideProcessTests() {
  const index = process.argv.indexOf("--beside-process");
  if (index < 0) return null;
  const command = process.argv[index + 1];
  const label = `beside the process tests: ${command}`;
  const logFile = "test-results/beside-process.log";
  fs.rmSync("test-results/vitest-beside.json", { force: true });
  const out = fs.openSync(logFile, "w");
  const child = spawn("bash", ["-c", command], { stdio: ["ignore", out, out], env: process.env });
  // Its exit is seen only once the process tests are over (they run synchronously): its own output
  // gives its times.
  const finished = new Promise((resolve) => child.on("exit", (code) => resolve(code))).then((code) => {
    fs.closeSync(out);
    console.log(`\n=== ${label} ===`);
    console.log(fs.readFileSync(logFile, "utf8"));
    console.log(`=== ${label}: exit ${code} ===`);
    const counts = fs.existsSync("test-results/vitest-beside.json")
      ? readVitest("test-results/vitest-beside.json")
      : { passed: 0, failed: 0 };
    results.push({ label, ...counts, failed: counts.failed + (code === 0 ? 0 : 1), ok: code === 0 });
  });
  return { finished };
}

vitest("unit + integration (PGlite)", [], "test-results/vitest.json");

if (!run("build", "npm", ["run", "build"])) {
  results.push({ label: "build", passed: 0, failed: 1, ok: false });
} else {
  const pgUrl =
    process.env.E2E_PG_URL ?? ((await postgresReachable()) ? "postgres://postgres@127.0.0.1:5432/postgres" : undefined);
  if (!pgUrl) console.log("Sin PostgreSQL en 127.0.0.1:5432: se omiten las pruebas que necesitan PostgreSQL.");
  const beside = startBesideProcessTests();
  vitest(
    "process (real server)",
    ["-c", "vitest.process.config.ts"],
    "test-results/vitest-process.json",
    pgUrl ? { PROCESS_PG_URL: pgUrl } : {},
  );
  await beside?.finished;
  if (ensureChromium()) {
    const ok = run("end-to-end (Chromium)", "npx", ["playwright", "test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: "test-results/playwright.json",
      ...(pgUrl ? { E2E_PG_URL: pgUrl } : {}),
    });
    let passed = 0;
    let failed = ok ? 0 : 1;
    try {
      const stats = JSON.parse(fs.readFileSync("test-results/playwright.json", "utf8")).stats;
      passed = stats.expected + stats.flaky;
      failed = stats.unexpected;
    } catch {
      // no report: counted as one failure above
    }
    results.push({ label: "end-to-end", passed, failed, ok });
  } else {
    results.push({ label: "end-to-end", passed: 0, failed: 1, ok: false });
  }
}

console.log("\n=== tiempos ===");
for (const t of times) console.log(`${String(t.seconds).padStart(6)} s  ${t.label}`);
console.log(`${String(Math.round((performance.now() - started) / 1000)).padStart(6)} s  en total`);

console.log("\n=== resumen ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.label}: ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
