import { and, asc, eq, gt, lt } from "drizzle-orm";
import { organiserDayPasses } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

/*
 * The organiser gate's day passes, as the database keeps them (only each pass's hash): the people
 * own the gates, so a new organiser password closes them here; the competitions give and read
 * them for the result dialog.
 */

/** A new pass kept (its hash), and now and then those of days gone forgotten. */
export async function keepOrganiserDayPass(
  db: Database,
  pass: { idHash: string; device: string; expiresAt: Date },
  now = new Date(),
) {
  await db.insert(organiserDayPasses).values({ ...pass, createdAt: now });
  if (Math.random() < 0.05) await db.delete(organiserDayPasses).where(lt(organiserDayPasses.expiresAt, now));
}

/** Whether the pass of this hash is open now (today's, not closed by the teacher or a new password). */
export async function isOrganiserDayPassOpen(db: Database, idHash: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ idHash: organiserDayPasses.idHash })
    .from(organiserDayPasses)
    .where(and(eq(organiserDayPasses.idHash, idHash), gt(organiserDayPasses.expiresAt, now)));
  return Boolean(row);
}

/** Today's open passes, for the teacher: the device and since when (never the ids). */
export async function listOrganiserDayPasses(
  db: Database,
  now = new Date(),
): Promise<{ device: string; since: Date }[]> {
  return db
    .select({ device: organiserDayPasses.device, since: organiserDayPasses.createdAt })
    .from(organiserDayPasses)
    .where(gt(organiserDayPasses.expiresAt, now))
    .orderBy(asc(organiserDayPasses.createdAt));
}

/** «Cerrar los pases de hoy», or a new organiser password: every device types it again. Returns how many were open. */
export async function closeOrganiserDayPasses(db: Database, now = new Date()): Promise<number> {
  const closed = await db.delete(organiserDayPasses).returning({ expiresAt: organiserDayPasses.expiresAt });
  return closed.filter((pass) => pass.expiresAt > now).length;
}
