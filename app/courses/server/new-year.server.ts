import { sql } from "drizzle-orm";
import { progressEntries, rankingEntries } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

/** Before a school year's close reads anything: the ranking and the group progress, which it empties, wait for it. */
export async function holdCoursesForYearClose(db: Database) {
  await db.execute(sql`lock table ${rankingEntries}, ${progressEntries} in share row exclusive mode`);
}

/** The courses as a new school year starts them: the ranking and the group progress empty. */
export async function startCoursesForNewYear(db: Database) {
  await db.delete(rankingEntries);
  await db.delete(progressEntries);
}
