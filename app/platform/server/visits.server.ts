import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { visitCounter } from "../../../db/schema";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "./db.server";

export const VISIT_COOKIE = "ef_visita";

/** Marks the browser session as counted (a session cookie: it goes when the browser closes). */
export const VISIT_SET_COOKIE = `${VISIT_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax`;

/** isbot's verdict per user agent, remembered: a school's phones send a handful of them, and the test is a long regular expression. */
const crawlerVerdicts = new Map<string, boolean>();
function isCrawler(userAgent: string): boolean {
  let verdict = crawlerVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (crawlerVerdicts.size >= 1_000) crawlerVerdicts.clear();
    crawlerVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * First-party visit counter: one visit per browser session, crawlers not counted. The server
 * counts it when it sends a page (rendered or from the page cache), so the pages themselves only
 * read the total and stay the same for every visitor.
 */
export function isNewVisit(cookieHeader: string | null | undefined, userAgent: string | null | undefined): boolean {
  if (cookieHeader?.includes(`${VISIT_COOKIE}=1`)) return false;
  return !isCrawler(userAgent ?? "");
}

/** Adds `count` visits to the stored total; returns the new total. */
export async function addVisits(db: Database, count: number): Promise<number> {
  const [row] = await db
    .update(visitCounter)
    .set({ visits: sql`${visitCounter.visits} + ${count}` })
    .where(eq(visitCounter.id, 1))
    .returning({ visits: visitCounter.visits });
  return row?.visits ?? 0;
}

/** How often the visits counted in memory are added to the database. */
export const VISIT_FLUSH_MS = 5_000;

/**
 * Visits are counted in memory as pages go out and added to the database in one UPDATE every few
 * seconds, so reading a page never waits for a write (at break time hundreds of first visits
 * arrive in the same minute). Shutting down (SIGTERM, Ctrl-C) saves what is pending; a crash or
 * kill -9 loses at most the last few seconds of counts. A failed save keeps its count for the next.
 */
export function createVisitTally(
  db: Database,
  { flushMs = VISIT_FLUSH_MS, onError }: { flushMs?: number; onError?: (error: unknown) => void } = {},
) {
  let pending = 0;
  let saving: Promise<void> = Promise.resolve();
  const flush = () => {
    saving = saving.then(async () => {
      const count = pending;
      if (count === 0) return;
      pending = 0;
      try {
        await addVisits(db, count);
      } catch (error) {
        pending += count;
        onError?.(error);
      }
    });
    return saving;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    /** One more visit (saved with the next flush). */
    count: () => {
      pending += 1;
    },
    /** Visits counted and not saved yet. */
    pending: () => pending,
    flush,
    /** Stops the timer and saves what is pending (at shutdown, before the database closes). */
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type VisitTally = ReturnType<typeof createVisitTally>;

/** The visit total every page shows, from the read cache (the tally saves every few seconds anyway). */
export function readVisitTotal(context: Pick<AppContext, "db" | "reads">): Promise<number> {
  return context.reads.read("visit-total", VISIT_FLUSH_MS, () => readVisitCount(context.db));
}

const visitTotalFormat = new Intl.NumberFormat("es-ES");

/**
 * The total as the footer shows it («12.345»), written here: a browser tab's first \`Intl\` object
 * costs about 40 ms of its main thread (its locale data), four times that on a cheap phone, and
 * the footer is on every page.
 */
export const visitTotalText = (total: number) => visitTotalFormat.format(total);

export async function readVisitCount(db: Database): Promise<number> {
  const [row] = await db.select({ visits: visitCounter.visits }).from(visitCounter).where(eq(visitCounter.id, 1));
  return row?.visits ?? 0;
}
