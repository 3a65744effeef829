import { sql } from "drizzle-orm";
import type { Database } from "../app/server/db.server";
import { DEFAULT_PUBLIC_SETTINGS } from "../app/content/site";
import { siteSettings, visitCounter } from "./schema";

/**
 * Loads the spec's fixed data. Idempotent: rows that exist are left as the teacher edited them,
 * so it runs on every start and only fills what is missing.
 */
export async function seedDatabase(db: Database, options: { teacherName?: string } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ id: 1, ...DEFAULT_PUBLIC_SETTINGS, teacherName: options.teacherName ?? DEFAULT_PUBLIC_SETTINGS.teacherName })
      .onConflictDoNothing();
    await tx.insert(visitCounter).values({ id: 1, visits: 0 }).onConflictDoNothing();
  });
  // TEACHER_NAME in the environment is the teacher's way to change the name without the back-office.
  if (options.teacherName) {
    await db.update(siteSettings).set({ teacherName: options.teacherName, updatedAt: sql`now()` });
  }
}
