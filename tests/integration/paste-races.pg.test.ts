import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueTeams, rankingEntries } from "../../db/schema";
import { addPastedLeagueTeams } from "../../app/inbox/server/league-teams.server";
import { isRefusal } from "../../app/platform/domain/refusals";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { rankingEditor } from "../../app/courses/server/course-editors.server";
import type { Staff } from "../../app/platform/domain/staff";
import type { AppContext } from "../../app/platform/server/context.server";
import { createTestDatabase } from "../helpers/test-database";

/**
 * Two pastes of one class's ranking at the same moment (two tabs, a double tap): each replaces the
 * class, so the class ends with one paste's rows, never both. On PostgreSQL (CI runs this file with
 * TEST_DATABASE_URL) the transactions really overlap; on PGlite they are serialised.
 */
const ROUNDS = 20;
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const paste = rankingEditor.intents.paste!;
const rows = (prefix: string) =>
  ["Puesto\tNombre\tPuntos", ...Array.from({ length: 10 }, (_, i) => `${i + 1}\t${prefix} ${i + 1}\t${100 - i}`)].join(
    "\n",
  );
const send = (prefix: string) =>
  handle.db.transaction((tx) =>
    paste.run(paste.schema.parse({ course: "3º ESO", classLetter: "C", rows: rows(prefix) }), {
      tx,
      staff: {} as Staff,
      context: {} as AppContext,
    }),
  );

describe("two pastes of one class at once", () => {
  it(`leave exactly one paste's ten rows, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([send(`A${round}`), send(`B${round}`)]);
      const stored = await handle.db
        .select({ name: rankingEntries.name })
        .from(rankingEntries)
        .where(and(eq(rankingEntries.course, "3º ESO"), eq(rankingEntries.classLetter, "C")));
      expect(stored, `round ${round}`).toHaveLength(10);
      expect(new Set(stored.map((r) => r.name.split(" ")[0])).size, `round ${round}`).toBe(1);
    }
  });
});

describe("two pastes of the same league teams at once (a double tap)", () => {
  it(`add each team once: one paste is saved whole, the other refused whole, over ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const teams = [`Rayo ${round}`, `Trueno ${round}`, `Relámpago ${round}`].map((name) => ({
        name,
        captain: "Ana",
        members: ["Ana", "Bea"],
      }));
      const outcomes = await Promise.allSettled(
        [0, 1].map(() => handle.db.transaction((tx) => addPastedLeagueTeams(tx, "Baloncesto", teams))),
      );
      expect(outcomes.map((o) => o.status).sort(), `round ${round}`).toEqual(["fulfilled", "rejected"]);
      const rejected = outcomes.find((o) => o.status === "rejected");
      expect(isRefusal(rejected?.reason, "league-team-taken"), `round ${round}`).toBe(true);
      expect(await handle.db.$count(leagueTeams, like(leagueTeams.name, `% ${round}`)), `round ${round}`).toBe(3);
    }
  });
});
