import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { visitCounter } from "../../db/schema";
import type { Database } from "./db.server";

export const VISIT_COOKIE = "ef_visita";

/** Marks the browser session as counted (a session cookie: it goes when the browser closes). */
export const VISIT_SET_COOKIE = `${VISIT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax`;

/**
 * First-party visit counter: one visit per browser session, crawlers not counted. The server
 * counts it when it sends a page (rendered or from the page cache), so the pages themselves only
 * read the total and stay the same for every visitor.
 */
export function isNewVisit(cookieHeader: string | null | undefined, userAgent: string | null | undefined): boolean {
  if (cookieHeader?.includes(`${VISIT_COOKIE}=1`)) return false;
  return !isbot(userAgent ?? "");
}

/** Adds one visit; returns the new total. */
export async function recordVisit(db: Database): Promise<number> {
  const [row] = await db
    .update(visitCounter)
    .set({ visits: sql`${visitCounter.visits} + 1` })
    .where(eq(visitCounter.id, 1))
    .returning({ visits: visitCounter.visits });
  return row?.visits ?? 0;
}

export async function readVisitCount(db: Database): Promise<number> {
  const [row] = await db.select({ visits: visitCounter.visits }).from(visitCounter).where(eq(visitCounter.id, 1));
  return row?.visits ?? 0;
}
