import { and, isNull, lt, sql } from "drizzle-orm";
import { pushEvents, pushOutbox } from "../../../db/schema";
import type { PushAudience, PushMessage } from "~/push/domain/push-topics";
import type { Database } from "~/platform/server/db.server";

/**
 * Records something to tell the followers of `audience`, with `db` the transaction of the change it
 * tells of: the notice exists exactly when the change does. A `key` seen before is not recorded
 * again (the day-before reminder of a match is sent once). Nothing is sent here: the push
 * service fans it out afterwards, so saving a result does not wait for 5,000 phones.
 */
export async function recordPushEvent(
  db: Database,
  event: { key?: string; message: Omit<PushMessage, "url">; audience: PushAudience[] },
): Promise<void> {
  if (event.audience.length === 0) return;
  await db
    .insert(pushEvents)
    .values({ key: event.key ?? null, ...event.message, audience: event.audience })
    .onConflictDoNothing({ target: pushEvents.key });
}

/**
 * Turns waiting events into one outbox message per subscription that follows any of their topics.
 * A phone that follows both teams of a match gets one message, with the first team's page. Each
 * batch is one transaction: an event is marked done together with its messages.
 */
export async function fanOutPushEvents(db: Database, now = new Date()): Promise<number> {
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const events = await tx
        .update(pushEvents)
        .set({ fannedOutAt: now })
        .where(
          sql`${pushEvents.id} in (${tx
            .select({ id: pushEvents.id })
            .from(pushEvents)
            .where(isNull(pushEvents.fannedOutAt))
            .orderBy(pushEvents.id)
            .limit(20)
            .for("update", { skipLocked: true })})`,
        )
        .returning();
      let rows = 0;
      for (const event of events) {
        const audience = event.audience.map((a, rank) => ({ ...a, rank }));
        const result = await tx.execute(sql`
          insert into ${pushOutbox} (subscription_id, title, body, url, tag, next_attempt_at)
          select distinct on (f.subscription_id) f.subscription_id, ${event.title}, ${event.body}, a.url, ${event.tag}, ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(audience)}::jsonb) as a(kind text, target text, url text, rank int)
          join push_follows f on f.kind = a.kind and f.target = a.target
          order by f.subscription_id, a.rank`);
        rows += affectedRows(result);
      }
      return { events: events.length, rows };
    });
    written += batch.rows;
    if (batch.events < 20) return written;
  }
}

/** Rows an insert wrote, as node-postgres and PGlite each report it. */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** Events and messages older than a month are forgotten (kept that long to answer «was it sent?»). */
export async function prunePushHistory(db: Database, now = new Date()): Promise<void> {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  await db.delete(pushEvents).where(lt(pushEvents.createdAt, monthAgo));
  await db
    .delete(pushOutbox)
    .where(
      and(
        lt(pushOutbox.createdAt, monthAgo),
        sql`(${pushOutbox.sentAt} is not null or ${pushOutbox.failedAt} is not null)`,
      ),
    );
}
