// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["app", "server", "db", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const OUTPUT = "build/server/index.js";

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = fs.existsSync(OUTPUT) ? fs.statSync(OUTPUT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "Compilando la web (primera vez)..." : "Hay cambios: recompilando la web...");
  // The bundler's report and its tools' notices are for developers: the teacher reads the address
  // and the passwords that follow. Shown whole only when the build fails.
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    console.error("No se pudo compilar la web: arriba está lo que dijo la compilación.");
    process.exit(result.status ?? 1);
  }
  console.log(`Web compilada en ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.env.NODE_ENV ??= "production";
// The server runs in this process: one process, not this script waiting beside it. glibc's arenas
// (MALLOC_ARENA_MAX=2, docs/decisions/034) are read when a process starts, so `npm start` sets the
// variable on its command line.
await import(path.resolve(OUTPUT));
