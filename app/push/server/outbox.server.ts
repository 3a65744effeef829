import { eq, inArray, sql } from "drizzle-orm";
import { pushOutbox, pushSubscriptions } from "../../../db/schema";
import { PUSH_MAX_ATTEMPTS, pushRetryDelayMs } from "~/push/domain/push-topics";
import type { Database } from "~/platform/server/db.server";
import type { PushOutcome, PushSender } from "./sender.server";

/** How long a claimed message is left alone while it is being sent (another instance skips it meanwhile). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 250;
/** Requests to the push services at once. */
const PARALLEL = 25;

export type PushDelivery = { sent: number; retried: number; failed: number; removed: number };

/** A subscription whose messages fail for good and that no message has reached in this long is dead. */
const DEAD_AFTER_MS = 30 * 86_400_000;

/**
 * Sends what is due, a batch at a time until none is left: each message claimed in one statement
 * (another instance takes others), sent, then marked in bulk. A subscription the push service says
 * is gone (404, 410) is removed with its follows and its other messages, and so is one whose
 * message failed for good and that nothing has reached for a month.
 *
 * Turns: phones that a message has reached before go first, then the rest, each in the order
 * written. Thousands of subscriptions made by a script, never reached, do not delay the families
 * who were told yesterday.
 */
export async function deliverDuePush(db: Database, send: PushSender, now = () => new Date()): Promise<PushDelivery> {
  const total: PushDelivery = { sent: 0, retried: 0, failed: 0, removed: 0 };
  for (;;) {
    const at = now();
    const claimed = await db
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_MS), attempts: sql`${pushOutbox.attempts} + 1` })
      .where(
        sql`${pushOutbox.id} in (${db
          .select({ id: pushOutbox.id })
          .from(pushOutbox)
          .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
          .where(
            sql`${pushOutbox.sentAt} is null and ${pushOutbox.failedAt} is null and ${pushOutbox.nextAttemptAt} <= ${at}`,
          )
          .orderBy(sql`${pushSubscriptions.deliveredAt} is null`, pushOutbox.id)
          .limit(BATCH)
          .for("update", { of: pushOutbox, skipLocked: true })})`,
      )
      .returning();
    if (claimed.length === 0) return total;
    const subscriptions = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((m) => m.subscriptionId))]));
    const byId = new Map(subscriptions.map((s) => [s.id, s]));
    // The batch in its turns too (an update returns its rows in no particular order).
    const neverReached = (m: (typeof claimed)[number]) => (byId.get(m.subscriptionId)?.deliveredAt ? 0 : 1);
    claimed.sort((a, b) => neverReached(a) - neverReached(b) || a.id - b.id);
    const sent: number[] = [];
    const gone = new Set<number>();
    const retries: { id: number; attempts: number; error: string }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < claimed.length) {
        const message = claimed[next++]!;
        const subscription = byId.get(message.subscriptionId);
        if (!subscription || gone.has(subscription.id)) continue;
        // Whatever one message does, the others of the batch are still sent and marked.
        const outcome = await send(subscription, {
          title: message.title,
          body: message.body,
          url: message.url,
          tag: message.tag,
        }).catch((error: unknown): PushOutcome => ({ retry: String(error).slice(0, 300) }));
        if (outcome === "sent") sent.push(message.id);
        else if (outcome === "gone") gone.add(subscription.id);
        else retries.push({ id: message.id, attempts: message.attempts, error: outcome.retry });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, claimed.length) }, worker));
    const sentIds = new Set(sent);
    const reached = new Set(claimed.filter((m) => sentIds.has(m.id)).map((m) => m.subscriptionId));
    if (sent.length > 0) {
      await db.update(pushOutbox).set({ sentAt: now() }).where(inArray(pushOutbox.id, sent));
      await db
        .update(pushSubscriptions)
        .set({ deliveredAt: now() })
        .where(inArray(pushSubscriptions.id, [...reached]));
    }
    for (const retry of retries) {
      const last = retry.attempts >= PUSH_MAX_ATTEMPTS;
      await db
        .update(pushOutbox)
        .set({
          lastError: retry.error,
          nextAttemptAt: new Date(now().getTime() + pushRetryDelayMs(retry.attempts)),
          failedAt: last ? now() : null,
        })
        .where(eq(pushOutbox.id, retry.id));
      if (last) total.failed++;
      else total.retried++;
      const subscription = last ? byId.get(claimed.find((m) => m.id === retry.id)!.subscriptionId) : undefined;
      const reachedLately =
        subscription?.deliveredAt && subscription.deliveredAt.getTime() > now().getTime() - DEAD_AFTER_MS;
      if (subscription && !reachedLately && !reached.has(subscription.id)) gone.add(subscription.id);
    }
    if (gone.size > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
    total.sent += sent.length;
    total.removed += gone.size;
  }
}
