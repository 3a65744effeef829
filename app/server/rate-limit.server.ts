import { and, eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { Database } from "./db.server";

export type RateLimitRule = { name: string; max: number; windowMs: number };

/** Public writes: a handful per minute per client is plenty for a student at break time. */
export const publicWriteLimit = (perMinute: number): RateLimitRule => ({ name: "public-write", max: perMinute, windowMs: 60_000 });

/**
 * Fixed-window counter kept in the database (so several instances share it). Returns whether
 * this hit is allowed; the hit is counted either way.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, clientKey: string, now = Date.now()): Promise<boolean> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${clientKey}`, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
  return (row?.hits ?? 1) <= rule.max;
}

/** Whether the client has used up the rule's allowance in the current window (counts nothing). */
export async function isRateLimited(db: Database, rule: RateLimitRule, clientKey: string, now = Date.now()): Promise<boolean> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, `${rule.name}:${clientKey}`), eq(rateLimits.windowStart, windowStart)));
  return (row?.hits ?? 0) >= rule.max;
}
