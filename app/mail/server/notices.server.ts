import { and, eq, isNull, lt, or } from "drizzle-orm";
import { staffNoticePreferences, user } from "../../../db/schema";
import { dateToMadridLocal } from "~/platform/domain/madrid-time";
import { digestMail, noticeMail, type StaffNoticeKind, type StaffNoticeMode } from "~/platform/domain/staff-notices";
import type { Database } from "~/platform/server/db.server";
import { countArrivedSince } from "~/inbox/index.server";
import { countPendingCommentsSince } from "~/blog/index.server";
import { queueMail } from "./outbox.server";

/**
 * Staff's email notices: each chooses in «Ajustes» to be told of what waits for them at
 * once, in a daily digest at an hour of their choosing, or not at all. Only the teacher's accounts
 * (admin): what the emails point to is theirs to open.
 */
export type NoticePreference = { mode: StaffNoticeMode; digestHour: number };

export async function readNoticePreference(db: Database, userId: string): Promise<NoticePreference> {
  const [row] = await db
    .select({ mode: staffNoticePreferences.mode, digestHour: staffNoticePreferences.digestHour })
    .from(staffNoticePreferences)
    .where(eq(staffNoticePreferences.userId, userId));
  return row ?? { mode: "off", digestHour: 17 };
}

export async function saveNoticePreference(db: Database, userId: string, preference: NoticePreference): Promise<void> {
  const values = { ...preference, updatedAt: new Date() };
  await db
    .insert(staffNoticePreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: staffNoticePreferences.userId, set: values });
}

/** Queues the email of one new item for every admin who wants them at once. */
export async function queueImmediateNotices(db: Database, kind: StaffNoticeKind, origin: string): Promise<number> {
  const rows = await db
    .select({ email: user.email })
    .from(staffNoticePreferences)
    .innerJoin(user, eq(user.id, staffNoticePreferences.userId))
    .where(and(eq(staffNoticePreferences.mode, "immediate"), eq(user.role, "admin")));
  await queueMail(
    db,
    "notice",
    rows.map((row) => noticeMail(row.email, kind, origin)),
  );
  return rows.length;
}

/** A digest at most once in 20 hours: a clock moved back an hour never sends two. */
const DIGEST_GAP_MS = 20 * 60 * 60 * 1000;

/** Queues the daily digest of each admin whose hour it is (Madrid time) and who has not had today's. */
export async function queueDueDigests(db: Database, origin: string, now = new Date()): Promise<number> {
  const hour = Number(dateToMadridLocal(now).slice(11, 13));
  // Claimed in one statement: one instance sends each digest.
  const due = await db
    .update(staffNoticePreferences)
    .set({ digestUntil: now })
    .where(
      and(
        eq(staffNoticePreferences.mode, "digest"),
        eq(staffNoticePreferences.digestHour, hour),
        or(
          isNull(staffNoticePreferences.digestUntil),
          lt(staffNoticePreferences.digestUntil, new Date(now.getTime() - DIGEST_GAP_MS)),
        ),
      ),
    )
    .returning({ userId: staffNoticePreferences.userId });
  let queued = 0;
  for (const claimed of due) {
    const [account] = await db
      .select({ email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, claimed.userId));
    if (account?.role !== "admin") continue;
    // What arrived in the day before this digest (one a day).
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const [counts, comment] = await Promise.all([countArrivedSince(db, since), countPendingCommentsSince(db, since)]);
    const mail = digestMail(account.email, { ...counts, comment }, origin);
    if (mail) {
      await queueMail(db, "digest", [mail]);
      queued++;
    }
  }
  return queued;
}
