/**
 * Vitest's global set-up for the process tests: a new site's embedded database, made once per run
 * by the built server's own first-start step (`--preparar-base-de-datos`: created, migrated, seeded;
 * nothing else), for the tests whose subject is not the first start. `preparedDataDir()` copies it.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PREPARE_DATABASE_FLAG } from "../../server/first-start-child";

declare module "vitest" {
  export interface ProvidedContext {
    dataDirTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "ef-process-template-"));
  const child = spawn(process.execPath, ["build/server/index.js", PREPARE_DATABASE_FLAG], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dir, DATABASE_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`preparing the template data directory exited with ${code}`);
  project.provide("dataDirTemplate", dir);
  return () => rm(dir, { recursive: true, force: true });
}
