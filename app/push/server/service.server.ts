import { eq } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import { reminderDayAt } from "~/push/domain/push-topics";
import type { Database } from "~/platform/server/db.server";
import { saveSetting } from "~/platform/server/site-settings.server";
import type { PushService } from "~/platform/server/services.server";
import { oneAtATime } from "~/platform/server/one-at-a-time.server";
import { fanOutPushEvents, prunePushHistory } from "./events.server";
import { deliverDuePush } from "./outbox.server";
import type { PushSender } from "./sender.server";

type Log = (entry: Record<string, unknown>) => void;

const TICK_MS = 30_000;
/**
 * A write wakes the service this long after it: the organiser's answer goes out first (the fan-out
 * and the encryption share the database and the processor with it), and a burst of writes (six
 * results in one break) makes one round.
 */
const WAKE_DELAY_MS = 250;

/** The hour of the day-before reminder, as the teacher set it in «Ajustes». */
export async function readReminderHour(db: Database): Promise<string> {
  const [row] = await db
    .select({ hour: siteSettings.pushReminderHour })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.hour ?? "18:00";
}

/** Saves the hour of the day-before reminder («Ajustes»). */
export async function saveReminderHour(db: Database, hour: string): Promise<void> {
  await saveSetting(db, "pushReminderHour", hour);
}

/**
 * The push service. Every 30 seconds it records the day-before reminders that are due
 * (`queueReminders`, the competitions' rule, handed in by the server); then, and shortly after any
 * write, it fans the events out and sends the outbox. One round at a time; a wake meanwhile runs one
 * more after it. `now` is injectable for tests; `round` is one clock round, for tests.
 */
export function createPushService({
  db,
  send,
  log,
  queueReminders,
  now = () => new Date(),
}: {
  db: Database;
  send: PushSender;
  log: Log;
  queueReminders: (db: Database, day: string, now: Date) => Promise<void>;
  now?: () => Date;
}): PushService & { round: () => Promise<void> } {
  let timer: ReturnType<typeof setInterval> | undefined;
  let woken: ReturnType<typeof setTimeout> | undefined;
  let rounds = 0;
  // The reminders are looked for on the clock's rounds only, not after every write.
  let lookForReminders = false;
  const round = oneAtATime(
    async () => {
      const at = now();
      if (lookForReminders) {
        lookForReminders = false;
        const day = reminderDayAt(at, await readReminderHour(db));
        if (day) await queueReminders(db, day, at);
      }
      await fanOutPushEvents(db, at);
      const result = await deliverDuePush(db, send, now);
      if (result.sent || result.retried || result.failed || result.removed) {
        log({ level: result.failed ? "warn" : "info", msg: "avisos", ...result });
      }
      if (++rounds % 120 === 1) await prunePushHistory(db, at);
    },
    (error) => log({ level: "error", msg: "avisos: no se pudieron enviar", error: String(error) }),
  );
  const tick = () => {
    lookForReminders = true;
    return round();
  };
  return {
    round: tick,
    wake() {
      woken ??= setTimeout(() => {
        woken = undefined;
        void round();
      }, WAKE_DELAY_MS);
    },
    start() {
      timer ??= setInterval(() => void tick(), TICK_MS);
      timer.unref();
      void tick();
    },
    stop() {
      clearInterval(timer);
      clearTimeout(woken);
      timer = undefined;
    },
  };
}
