// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { spawn, spawnSync } from "node:child_process";
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
if (process.platform === "linux" && !process.env.MALLOC_ARENA_MAX) {
  // glibc gives each thread a memory arena of its own and keeps it: after three photo uploads (the
  // image library encodes on its threads) the server stayed at 510–590 MB instead of 275 MB with
  // two arenas (issue 50). glibc reads the variable when a process starts: the server is this
  // script again, started with it, and hears what this process is told.
  const server = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import(path.resolve(OUTPUT));
}
