import { randomUUID } from "node:crypto";
import pg from "pg";
import { seedDatabase } from "../../app/site/server/seed.server";
import { type DatabaseHandle, openDatabase } from "../../app/platform/server/db.server";

/**
 * The day the tests' sites are first started: in the sample school's year, 2025-2026, whatever
 * today's date (a new site opens the year the calendar is in, issue 46).
 */
export const SAMPLE_SCHOOL_DAY = new Date("2025-11-20T09:00:00Z");

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  if (!url) {
    handle = await openDatabase({ kind: "pglite", dataDir: null });
  } else {
    const name = `t_${randomUUID().replaceAll("-", "")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const inner = await openDatabase({ kind: "postgres", url: dbUrl.toString(), max: 4 });
    handle = {
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
  if (options.seed ?? true) await seedDatabase(handle.db, { today: SAMPLE_SCHOOL_DAY });
  return handle;
}
