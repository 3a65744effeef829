import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The integration files whose behaviour depends on a real PostgreSQL server, run again against
 * the one TEST_DATABASE_URL names (CI does: `.ci/run`). The default run already takes every file on
 * PGlite, which serialises every query and so hides races, locks and the server's own behaviour.
 *
 * A file opts in by its name ending in `.pg.test.ts`: races saved in parallel, advisory and row
 * locks, transactions that must not interleave, LISTEN/NOTIFY, `pg_dump` backups.
 */
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["tests/integration/**/*.pg.test.ts"] },
});
