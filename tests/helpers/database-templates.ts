/**
 * Vitest's global set-up for the integration tests: the migrated database, and the migrated and
 * seeded one, are made once per run and copied for each test file (a PGlite made from a dump opens
 * in half the time a new one takes to initialise and migrate; on PostgreSQL `CREATE DATABASE …
 * TEMPLATE` copies files). Each run makes its templates afresh, so a changed migration or seed
 * is always what the tests get.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/platform/server/db.server";
import { seedDatabase } from "../../app/site/server/seed.server";
import { SAMPLE_SCHOOL_DAY } from "./test-database";

export type DatabaseTemplates =
  { kind: "pglite"; migrated: string; seeded: string } | { kind: "postgres"; migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function pgliteDump(seed: boolean, file: string): Promise<string> {
  const handle = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    if (seed) await seedDatabase(handle.db, { today: SAMPLE_SCHOOL_DAY, sampleDatesAsWritten: true });
    if (handle.backupSource.kind !== "pglite") throw new Error("expected PGlite");
    await writeFile(file, Buffer.from(await (await handle.backupSource.dump()).arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function postgresTemplate(url: string, seed: boolean): Promise<string> {
  const name = `tpl_${randomUUID().replaceAll("-", "")}`;
  await onServer(url, `create database ${name}`);
  const handle = await openDatabase({
    kind: "postgres",
    url: Object.assign(new URL(url), { pathname: `/${name}` }).toString(),
    max: 1,
  });
  try {
    if (seed) await seedDatabase(handle.db, { today: SAMPLE_SCHOOL_DAY, sampleDatesAsWritten: true });
  } finally {
    await handle.close();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const [migrated, seeded] = await Promise.all([postgresTemplate(url, false), postgresTemplate(url, true)]);
    project.provide("databaseTemplates", { kind: "postgres", migrated, seeded });
    return async () => {
      for (const name of [migrated, seeded]) await onServer(url, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "ef-test-templates-"));
  const [migrated, seeded] = await Promise.all([
    pgliteDump(false, path.join(dir, "migrated.tar.gz")),
    pgliteDump(true, path.join(dir, "seeded.tar.gz")),
  ]);
  project.provide("databaseTemplates", { kind: "pglite", migrated, seeded });
  return () => rm(dir, { recursive: true, force: true });
}
