import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonSchoolDays } from "../../db/schema";
import { saveNonSchoolDays } from "../../app/competitions/server/competitions.server";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { createTestDatabase } from "../helpers/test-database";

/**
 * Two saves of the school's calendar at the same moment (two tabs, a double tap): each replaces the
 * whole list, so the calendar ends with one save's days, never both nor a failure. On PostgreSQL
 * (CI runs this file with TEST_DATABASE_URL) the transactions really overlap; on PGlite they are
 * serialised.
 */
const ROUNDS = 20;
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const week = (from: number, note: string) =>
  Array.from({ length: 5 }, (_, i) => ({ day: `2027-02-${String(from + i).padStart(2, "0")}`, note }));

describe("two saves of the school's calendar at once", () => {
  it(`leave exactly one save's days, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // Overlapping days: without one save after the other, the second insert would meet the first's rows.
      const saves = [week(1, `A${round}`), week(3, `B${round}`)].map((days) =>
        handle.db.transaction((tx) => saveNonSchoolDays(tx, days)),
      );
      expect(await Promise.all(saves), `round ${round}`).toEqual([5, 5]);
      const stored = await handle.db.select().from(nonSchoolDays);
      expect(stored, `round ${round}`).toHaveLength(5);
      expect(new Set(stored.map((d) => d.note)).size, `round ${round}`).toBe(1);
    }
  });
});
