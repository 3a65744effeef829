import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema";
import { MAIL_MAX_ATTEMPTS, type MailMessage, mailRetryDelayMs } from "~/platform/domain/staff-notices";
import type { Database } from "~/platform/server/db.server";
import type { Mailer } from "./mailer.server";

/**
 * Every email goes through the outbox: written first, sent after. A send that fails is
 * tried again later, waiting longer each time (30 s, 1 min, 2 min… up to 6 hours, 12 tries), so
 * a mail server that is down neither loses an email nor slows the visitor who caused it.
 */
export async function queueMail(db: Database, kind: string, messages: MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  // Due from this process's clock, to the millisecond, like the `now` that deliverDueMail compares it
  // with: the database's own now() has microseconds, and an email queued and looked for within the same
  // millisecond (a busy server) was "not yet due" and waited for the next round, 30 s later.
  const due = new Date();
  await db.insert(mailOutbox).values(messages.map((m) => ({ ...m, kind, nextAttemptAt: due })));
}

/** How long a claimed email is left alone while it is being sent (another instance skips it meanwhile). */
const CLAIM_MS = 5 * 60_000;

/** Sends what is due; returns how many were sent and how many failed this time. */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  // Claimed in one statement: another instance running the same moment takes other rows.
  const claimed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      sql`${mailOutbox.id} in (${db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.id))
        .limit(20)
        .for("update", { skipLocked: true })})`,
    )
    .returning();
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (error) {
      failed++;
      const last = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          lastError: String(error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + mailRetryDelayMs(row.attempts)),
          failedAt: last ? new Date() : null,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return { sent, failed };
}
