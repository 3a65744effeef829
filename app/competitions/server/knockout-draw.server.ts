import { eq } from "drizzle-orm";
import { competitions } from "../../../db/schema";
import { KnockoutError, planKnockout, seedKnockout } from "~/competitions/domain/knockout";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { deleteKnockout, saveDrawnKnockout } from "./knockout-stage.server";
import { lockCompetition } from "./lock.server";
import { getCompetitionPage } from "./competition-reads.server";
import { listNonSchoolDays } from "./school-calendar.server";

/**
 * Draws the knockout stage from the group tables: once every group match is played, or
 * before if the teacher says so. Seeded as app/competitions/domain/knockout.ts says, each round planned on the
 * next school day from `start` (weekends and the kept closed days skipped), at `time`. Replaces an
 * earlier draw while none of its matches has a result. Returns how many ties it has.
 */
export async function drawKnockoutStage(
  db: Database,
  slug: string,
  options: {
    thirdPlace: boolean;
    evenIfUnfinished: boolean;
    start: string;
    time: string;
    courts?: number;
    qualifiersPerGroup?: 1 | 2;
  },
) {
  await lockCompetition(db, slug);
  // The group tables as the page shows them (the competition's rules; the knockout's matches count for none).
  const [format, page] = await Promise.all([
    db.select({ format: competitions.format }).from(competitions).where(eq(competitions.slug, slug)),
    getCompetitionPage(db, slug),
  ]);
  if (!page) throw new Refusal("competition-missing");
  if (format[0]?.format !== "groups-knockout") throw new Refusal("no-knockout-format");
  const pending = page.matches.filter((m) => !m.knockout && !m.played).length;
  if (pending > 0 && !options.evenIfUnfinished) {
    throw new Refusal("group-matches-pending", { field: "evenIfUnfinished", params: { pending } });
  }
  const finishes = page.groups
    .filter((group) => group.id !== null && group.standings.length > 0)
    .map((group) => ({
      group: group.label,
      ranking: group.standings.map((row) => ({ team: row.id, pts: row.pts, dp: row.dp, pf: row.pf, pj: row.pj })),
    }));
  let ties;
  try {
    ties = seedKnockout(finishes, {
      thirdPlace: options.thirdPlace,
      qualifiersPerGroup: options.qualifiersPerGroup ?? 2,
    });
  } catch (error) {
    if (error instanceof KnockoutError) throw new Refusal("knockout-impossible", { params: { reason: error.message } });
    throw error;
  }
  const closed = new Set((await listNonSchoolDays(db)).map((d) => d.day));
  await saveDrawnKnockout(
    db,
    slug,
    ties,
    planKnockout(ties, {
      firstDay: options.start,
      time: options.time,
      courts: options.courts ?? 1,
      nonSchoolDays: closed,
    }),
  );
  return ties.length;
}

/** Undoes a draw (its ties and their matches); refused once one of them has a result. Returns how many ties it had. */
export async function undoKnockoutDraw(db: Database, slug: string) {
  const removed = await deleteKnockout(db, slug);
  if (removed === 0) throw new Refusal("knockout-not-drawn");
  return removed;
}
