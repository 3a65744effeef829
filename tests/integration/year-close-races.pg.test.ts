import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tournamentMatches } from "../../db/schema";
import { closeSchoolYear, getCurrentSchoolYear } from "../../app/archive/server/school-years.server";
import { recordMatchResult } from "../../app/competitions/server/competitions.server";
import { listCourses } from "../../app/courses/index.server";
import { courseGate } from "../../app/people/domain/gates";
import { isRefusal } from "../../app/platform/domain/refusals";
import { createTestDatabase } from "../helpers/test-database";

/**
 * Results saved while the teacher closes the school year. On PostgreSQL (CI runs this file with
 * TEST_DATABASE_URL) the saves and the close really overlap: a result confirmed to the organiser
 * must be in the closed year's archive, or the save must be refused; never confirmed and lost.
 */
const ROUNDS = 4;
const SLUG = "futbol-masculino";

describe("results saved while the year closes", () => {
  it("are in the archive, or refused: none is confirmed and lost", { timeout: 120_000 }, async () => {
    let confirmed = 0;
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const handle = await createTestDatabase();
      try {
        const pending = await handle.db
          .select({ id: tournamentMatches.id })
          .from(tournamentMatches)
          .where(and(eq(tournamentMatches.competitionSlug, SLUG), isNull(tournamentMatches.team1Score)));
        const year = await getCurrentSchoolYear(handle.db);
        const passwords = (await listCourses(handle.db)).map((course) => ({
          gate: courseGate(course.slug),
          password: `nueva-clave-${course.slug}`,
        }));
        // Saves start a little before, during and after the close begins.
        const saves = pending.map(async ({ id }, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 3));
          try {
            await recordMatchResult(handle.db, {
              slug: SLUG,
              sport: "futbol",
              matchId: id,
              team1: String((i % 5) + 1),
              team2: "0",
              changedBy: "prueba",
              clientIp: null,
            });
            return { id, outcome: "saved" as const, score: (i % 5) + 1 };
          } catch (error) {
            if (isRefusal(error, "missing")) return { id, outcome: "refused" as const, score: 0 };
            throw error;
          }
        });
        const close = new Promise((resolve) => setTimeout(resolve, 6)).then(() =>
          handle.db.transaction((tx) => closeSchoolYear(tx, { year, keepCompetitions: false, passwords })),
        );
        const [outcomes, closed] = await Promise.all([Promise.all(saves), close]);
        const archived = new Map(
          closed.archive.competitions
            .filter((c) => c.competition.slug === SLUG)
            .flatMap((c) => c.matches)
            .map((m) => [m.id, m.team1Score]),
        );
        for (const outcome of outcomes.filter((o) => o.outcome === "saved")) {
          expect(archived.get(outcome.id), `match ${outcome.id}, round ${round}`).toBe(outcome.score);
        }
        confirmed += outcomes.filter((o) => o.outcome === "saved").length;
        refused += outcomes.filter((o) => o.outcome === "refused").length;
      } finally {
        await handle.close();
      }
    }
    // Both kinds happened: the saves really met the close.
    expect(confirmed + refused).toBeGreaterThan(0);
    console.log(`resultados durante el cierre: ${confirmed} guardados y archivados, ${refused} rechazados`);
  });
});
