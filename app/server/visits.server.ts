import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { visitCounter } from "../../db/schema";
import type { Database } from "./db.server";

const VISIT_COOKIE = "ef_visita";

/**
 * First-party visit counter: one visit per browser session (a session cookie marks it) and
 * crawlers are not counted. Returns the current total and the cookie to set on a new visit.
 */
export async function recordVisit(db: Database, request: Request): Promise<{ visits: number; setCookie: string | null }> {
  const alreadyCounted = request.headers.get("Cookie")?.includes(`${VISIT_COOKIE}=1`) ?? false;
  const bot = isbot(request.headers.get("User-Agent") ?? "");
  if (alreadyCounted || bot) {
    const [row] = await db.select({ visits: visitCounter.visits }).from(visitCounter).where(eq(visitCounter.id, 1));
    return { visits: row?.visits ?? 0, setCookie: null };
  }
  const [row] = await db
    .update(visitCounter)
    .set({ visits: sql`${visitCounter.visits} + 1` })
    .where(eq(visitCounter.id, 1))
    .returning({ visits: visitCounter.visits });
  return { visits: row?.visits ?? 0, setCookie: `${VISIT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax` };
}
