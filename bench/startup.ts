/**
 * How long the server takes to answer a healthy /healthz, and its memory then: a first start (a
 * new data folder: the embedded database is created and seeded) and three warm starts on the same
 * folder. Prints a table, writes JSON to bench/results/.
 *
 *   npm run bench:arranque
 *
 * With DATABASE_URL, that PostgreSQL database instead of the embedded one (the "first" start then
 * only seeds what is missing).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBenchServer, writeResults } from "./lib";

type Row = { start: "primero" | "en caliente"; startupMs: number; rssMB: number | null };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-bench-arranque-"));
const rows: Row[] = [];
let database = "";
try {
  for (const start of ["primero", "en caliente", "en caliente", "en caliente"] as const) {
    const server = await startBenchServer({ dataDir });
    database = server.database;
    // The memory a moment after it is ready (what a warm server holds before its first visitor).
    await new Promise((r) => setTimeout(r, 1_000));
    rows.push({ start, startupMs: server.startupMs, rssMB: server.rssMB() });
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${os.cpus().length} núcleos, Node ${process.version}, base de datos: ${database}`);
console.log(["arranque".padEnd(12), "hasta /healthz", "memoria"].join("  "));
for (const row of rows)
  console.log(
    [row.start.padEnd(12), `${String(row.startupMs).padStart(11)} ms`, `${row.rssMB ?? "?"} MB`.padStart(7)].join("  "),
  );
console.log(`Resultados: ${writeResults("arranque", { database, rows })}`);
