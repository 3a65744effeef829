import { desc, eq } from "drizzle-orm";
import { mantecupInscripciones, mantecupSettings } from "../../db/schema";
import type { Database } from "./db.server";

/** Every registration, newest first (spec 001 §5: ordered by created_at descending). */
export async function listRegistrations(db: Database) {
  return db.select().from(mantecupInscripciones).orderBy(desc(mantecupInscripciones.createdAt), desc(mantecupInscripciones.id));
}

export async function getEnrolmentSettings(db: Database) {
  const [row] = await db.select().from(mantecupSettings).where(eq(mantecupSettings.id, 1));
  return { open: row?.enrolmentOpen ?? false, deadline: row?.enrolmentDeadline ?? null };
}
