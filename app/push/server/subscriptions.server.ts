import { and, count, eq, sql } from "drizzle-orm";
import { pushFollows, pushSubscriptions } from "../../../db/schema";
import type { PushSubscriptionInput, PushTopic, PushTopicKind } from "~/push/domain/push-topics";
import type { Database } from "~/platform/server/db.server";

/** The subscription of this endpoint, made or its keys renewed; its id. Holds its row to the transaction's end. */
async function upsertSubscription(tx: Database, subscription: PushSubscriptionInput): Promise<number> {
  const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

/** Whether this endpoint is a subscription the site knows (a phone that follows something already). */
export async function isKnownSubscription(db: Database, endpoint: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row !== undefined;
}

/** A phone follows this many things at most (a script cannot grow one subscription without end). */
export const MAX_FOLLOWS_PER_SUBSCRIPTION = 50;

export type FollowedTopic = PushTopic & { label: string; url: string };

/**
 * Follows a topic from this subscription (made or its keys renewed, by its endpoint). Returns false
 * when the subscription already follows as many topics as it may.
 */
export async function followTopic(
  db: Database,
  subscription: PushSubscriptionInput,
  topic: FollowedTopic,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The upsert holds the subscription's row to the end: two follows at once cannot both pass the limit.
    const id = await upsertSubscription(tx, subscription);
    const added = await tx.execute(sql`
      insert into ${pushFollows} (subscription_id, kind, target, label, url)
      select ${id}, ${topic.kind}, ${topic.target}, ${topic.label}, ${topic.url}
      where (select count(*) from ${pushFollows} where subscription_id = ${id}) < ${MAX_FOLLOWS_PER_SUBSCRIPTION}
      on conflict do nothing
      returning 1`);
    if (rowsOf(added) > 0) return true;
    // Nothing added: it followed this already (fine), or it is at the limit.
    const [already] = await tx
      .select({ kind: pushFollows.kind })
      .from(pushFollows)
      .where(
        and(eq(pushFollows.subscriptionId, id), eq(pushFollows.kind, topic.kind), eq(pushFollows.target, topic.target)),
      );
    return already !== undefined;
  });
}

/** Rows a statement returned, as node-postgres and PGlite each report them. */
const rowsOf = (result: unknown) => (result as { rows?: unknown[] }).rows?.length ?? 0;

/**
 * The browser replaced its subscription (`pushsubscriptionchange`, sent by the service worker): what
 * the old one followed moves to the new one. False when the old one is not known (any more).
 */
export async function renewSubscription(
  db: Database,
  oldEndpoint: string,
  next: PushSubscriptionInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, oldEndpoint))
      .for("update");
    if (!old) return false;
    const id = await upsertSubscription(tx, next);
    if (id !== old.id) {
      await tx.execute(sql`
        insert into ${pushFollows} (subscription_id, kind, target, label, url, created_at)
        select ${id}, kind, target, label, url, created_at from ${pushFollows} where subscription_id = ${old.id}
        on conflict do nothing`);
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
    }
    return true;
  });
}

/**
 * Stops following one topic, or everything (`topic` null). A subscription left following nothing is
 * removed: the server keeps no endpoint it has nothing to send to. Returns what it still follows.
 */
export async function unfollowTopic(db: Database, endpoint: string, topic: PushTopic | null): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .for("update");
    if (!row) return 0;
    if (topic) {
      await tx
        .delete(pushFollows)
        .where(
          and(
            eq(pushFollows.subscriptionId, row.id),
            eq(pushFollows.kind, topic.kind),
            eq(pushFollows.target, topic.target),
          ),
        );
    }
    const [{ left } = { left: 0 }] = topic
      ? await tx.select({ left: count() }).from(pushFollows).where(eq(pushFollows.subscriptionId, row.id))
      : [{ left: 0 }];
    if (left === 0) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    return left;
  });
}

/** What the phone with this endpoint follows («Mis avisos»), oldest first. */
export async function listFollowedTopics(db: Database, endpoint: string): Promise<FollowedTopic[]> {
  return db
    .select({ kind: pushFollows.kind, target: pushFollows.target, label: pushFollows.label, url: pushFollows.url })
    .from(pushFollows)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushFollows.subscriptionId))
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .orderBy(pushFollows.createdAt, pushFollows.kind, pushFollows.target);
}

/** How many phones follow each topic of a kind: the teacher sees counts, never endpoints. */
export async function countFollowers(db: Database, kind: PushTopicKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ target: pushFollows.target, followers: sql<number>`count(*)::int` })
    .from(pushFollows)
    .where(eq(pushFollows.kind, kind))
    .groupBy(pushFollows.target);
  return new Map(rows.map((r) => [r.target, r.followers]));
}

/** How many phones follow anything («Ajustes»). */
export async function countSubscribedPhones(db: Database): Promise<number> {
  const [row] = await db.select({ phones: count() }).from(pushSubscriptions);
  return row?.phones ?? 0;
}
