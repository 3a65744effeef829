import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/platform/server/db.server";

/**
 * The day the tests' sites are first started: in the sample school's year, 2025-2026, whatever
 * today's date (a new site opens the year the calendar is in).
 */
export const SAMPLE_SCHOOL_DAY = new Date("2025-11-20T09:00:00Z");

/** Each template's dump, read once per test file. */
const dumps = new Map<string, Promise<Blob>>();
const dumpOf = (file: string) => {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return dump;
};

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Both are
 * copies of the run's templates (./database-templates.ts), seeded as on `SAMPLE_SCHOOL_DAY`, or
 * only migrated with `seed: false`.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const templates = inject("databaseTemplates");
  const template = options.seed === false ? templates.migrated : templates.seeded;
  const url = process.env.TEST_DATABASE_URL;
  if (templates.kind === "pglite" || !url) {
    if (templates.kind !== "pglite") throw new Error("PostgreSQL templates without TEST_DATABASE_URL");
    return openDatabase({ kind: "pglite", dataDir: null, from: await dumpOf(template) });
  }
  const name = `t_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The template's own connections close a moment after its set-up ends: "being accessed by
    // other users" (55006) is worth another try.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (!(error instanceof pg.DatabaseError && error.code === "55006") || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const inner = await openDatabase({
    kind: "postgres",
    url: Object.assign(new URL(url), { pathname: `/${name}` }).toString(),
    max: 4,
  });
  return {
    ...inner,
    async close() {
      await inner.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
