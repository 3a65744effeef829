import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The argument of a new school's clean first start: no sample content. */
export const EMPTY_SITE_FLAG = "--vacio";

/** The argument that makes the server's entry prepare a new embedded database and exit. */
export const PREPARE_DATABASE_FLAG = "--preparar-base-de-datos";

/**
 * Whether the embedded database of `dataDir` is still to be created: a new site's first start.
 * Creating it (PostgreSQL's initdb in WebAssembly, the migrations, the seed) leaves the process at
 * about 740 MB resident that a WebAssembly memory never gives back; a restart on the
 * same folder idles at about 210 MB.
 */
export function embeddedDatabaseIsNew(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/**
 * Creates, migrates and seeds the new embedded database in a child process (the server's entry,
 * `entry`, with `PREPARE_DATABASE_FLAG`; not `process.argv[1]`, which is `scripts/start.mjs` under `npm start`), which exits and takes that memory with it; the server then opens the
 * database as on any restart. A child that fails ends the start with its exit code (its message is
 * already printed: 75 when another server holds the folder).
 */
export async function prepareEmbeddedDatabaseInChild(entry: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_DATABASE_FLAG], {
    stdio: "inherit",
    env: process.env,
  });
  // A stop asked of the server meanwhile (Docker's SIGTERM) reaches the child too.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGTERM", forward).on("SIGINT", forward);
  const code = await new Promise<number>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  }).finally(() => process.off("SIGTERM", forward).off("SIGINT", forward));
  if (code !== 0) process.exit(code);
}
