import { eq } from "drizzle-orm";
import { competitions } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

/**
 * Every write to a competition (a result or its correction, the knockout's draw and advance, a
 * swap, a move, a generation, its teams and groups) takes this lock first, inside its transaction:
 * two saves of one competition are then applied one after the other, each reading what the other
 * committed. Without it, on PostgreSQL, two semifinals saved at once each saw only their own result
 * and nobody made the final, and a semifinal corrected while the final was saved handed the played
 * final to another team (PGlite runs one transaction at a time and hid both).
 * `no key update` leaves the competition's row free for the foreign-key checks of inserts.
 */
export async function lockCompetition(db: Database, slug: string): Promise<void> {
  await db
    .select({ slug: competitions.slug })
    .from(competitions)
    .where(eq(competitions.slug, slug))
    .for("no key update");
}
