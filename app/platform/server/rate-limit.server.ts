import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { passwordAttempts, rateLimits } from "../../../db/schema";
import type { Database } from "./db.server";
import { limitedAddress } from "~/platform/domain/network-addresses";

// What is keyed on what, and why: docs/decisions/008-protection-for-a-school.md.

/**
 * Who is asking: the address (one for a whole school behind NAT) and, once known, the browser;
 * `established` when its identity is some minutes old (browser-id.server.ts), that is a browser
 * that was here before whatever the address is doing now.
 */
export type Client = {
  ip: string;
  browserId: string | null;
  established?: boolean;
  /** When the browser's identity was given (ms): at a gate, browsers that predate everyone who used up the address's pool still get in. */
  identityIssuedAt?: number;
};

export type ClientLimits = {
  /** Public writes of one kind (comment, like, sign-up…) per browser and minute. */
  writesPerBrowser: number;
  /** Writes that come without a browser identity (a browser's first, or a script that drops cookies), per address and minute. */
  newBrowserWritesPerAddress: number;
  /** Every public write per address and minute: the ceiling for a whole school. */
  writesPerAddress: number;
  /** Password guesses per address and gate before each further one must wait. */
  passwordAttemptsPerAddress: number;
  /** New phones following something (push subscriptions), per address and ten minutes. */
  pushSubscriptionsPerAddress: number;
};

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  writesPerBrowser: 10,
  newBrowserWritesPerAddress: 120,
  writesPerAddress: 600,
  passwordAttemptsPerAddress: 60,
  pushSubscriptionsPerAddress: 60,
};

/** Each kind of public write has its own budget: a student who likes five posts can still comment. */
export type WriteKind = "contact" | "signup" | "comment" | "like" | "league" | "hall-of-fame" | "follow";

const MINUTE = 60_000;

type LimitCheck = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one public write against the browser's budget for its kind (or, without a browser
 * identity, against the address's budget for new browsers) and against the address's ceiling,
 * in one statement. The write is allowed only if every count is within its budget.
 */
export async function countPublicWrite(
  db: Database,
  client: Client,
  kind: WriteKind,
  limits: ClientLimits,
  now = Date.now(),
): Promise<LimitCheck> {
  const address = limitedAddress(client.ip);
  const budgets = new Map<string, number>([[`w:all:a:${address}`, limits.writesPerAddress]]);
  if (client.browserId) budgets.set(`w:${kind}:b:${client.browserId}`, limits.writesPerBrowser);
  // A browser without an identity, or with one just given, is a new browser: a script that rotates
  // identities stays within the address's budget for new browsers.
  if (!client.browserId || !client.established) budgets.set(`w:new:a:${address}`, limits.newBrowserWritesPerAddress);
  return countInWindow(db, budgets, MINUTE, now);
}

/**
 * Counts one hit on each key in the current fixed window of `windowMs`, in one statement; allowed
 * only if every count is within its budget.
 */
async function countInWindow(
  db: Database,
  budgets: Map<string, number>,
  windowMs: number,
  now: number,
): Promise<LimitCheck> {
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const rows = await db
    .insert(rateLimits)
    .values([...budgets.keys()].map((key) => ({ key, windowStart, hits: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits });
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 86_400_000)));
  const over = rows.some((row) => row.hits > (budgets.get(row.key) ?? Infinity));
  return over
    ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)) }
    : { ok: true };
}

/** A browser has one subscription; a few new ones in ten minutes cover a browser that renewed or a second profile. */
const PUSH_SUBSCRIPTIONS_PER_BROWSER = 3;
const PUSH_SUBSCRIPTION_WINDOW_MS = 10 * MINUTE;

/**
 * Counts a new push subscription (a phone that follows something for the first time): the address's
 * budget for ten minutes, a third of it for browsers without an established identity (a script
 * that rotates identities or drops them), and a few per browser. A phone already subscribed
 * following one more thing is a public write, not this (docs/decisions/008).
 */
export function countNewPushSubscription(
  db: Database,
  client: Client,
  limits: ClientLimits,
  now = Date.now(),
): Promise<LimitCheck> {
  const address = limitedAddress(client.ip);
  const budgets = new Map<string, number>([[`push-sub:a:${address}`, limits.pushSubscriptionsPerAddress]]);
  if (client.browserId) budgets.set(`push-sub:b:${client.browserId}`, PUSH_SUBSCRIPTIONS_PER_BROWSER);
  if (!client.browserId || !client.established)
    budgets.set(`push-sub:new:a:${address}`, Math.max(1, Math.floor(limits.pushSubscriptionsPerAddress / 3)));
  return countInWindow(db, budgets, PUSH_SUBSCRIPTION_WINDOW_MS, now);
}

// ---------------------------------------------------------------------------------------------
// Password guesses: counted first, atomically, then checked. Past a key's free attempts, each
// further attempt must wait twice as long as the one before (up to a cap); an attempt that comes
// early is refused without looking at the password. Nothing is ever locked for good, and a
// browser's delays are its own: the rest of the class behind the same address is not affected.

export type BackoffPolicy = {
  /** Attempts allowed at once before delays begin. */
  free: number;
  /** Wait after the first attempt past the free ones; doubles with each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no attempt for this long starts again from zero. */
  forgetAfterMs: number;
  /**
   * On the right password the key is cleared (a browser's own typos), or only that attempt is
   * given back (an address, where an attacker's count must not be erased by a student's success).
   */
  onSuccess: "clear" | "refund";
};

/** One browser at one gate: a few typos are free, then 2 s, 4 s, 8 s… up to 5 minutes. */
export const BROWSER_GATE_POLICY: BackoffPolicy = {
  free: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 5 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
  onSuccess: "clear",
};
/**
 * One address at one gate: a whole class fits in the free attempts (right passwords give theirs
 * back); past them the next check waits out the 15 minutes, so a script gets at most
 * `PASSWORD_ATTEMPTS_PER_ADDRESS` checks every 15 minutes, whatever identities it shows. Browsers
 * that were here before the script have a pool of the same size of their own (gates.server.ts).
 */
export const addressGatePolicy = (limits: ClientLimits): BackoffPolicy => ({
  // The check past the free ones is the one that starts the wait: the budget's last.
  free: limits.passwordAttemptsPerAddress - 1,
  baseDelayMs: 15 * MINUTE,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 15 * MINUTE,
  onSuccess: "refund",
});
/** One staff account from one address: a few typos, then up to 15 minutes (only from that address). */
export const ACCOUNT_SIGN_IN_POLICY: BackoffPolicy = {
  free: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 60 * MINUTE,
  onSuccess: "clear",
};
/** Any account from one address: a script trying many accounts waits up to a minute a guess. */
export const ADDRESS_SIGN_IN_POLICY: BackoffPolicy = {
  free: 30,
  baseDelayMs: 1_000,
  maxDelayMs: MINUTE,
  forgetAfterMs: 60 * MINUTE,
  onSuccess: "refund",
};

/** The wait after the n-th attempt (1-based). */
function backoffDelayMs(policy: BackoffPolicy, attempt: number): number {
  if (attempt <= policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempt - policy.free - 1, 30));
}

/** The same rule as `backoffDelayMs`, in SQL, for an attempt number computed by the database. */
const sqlDelaySeconds = (policy: BackoffPolicy, attempt: ReturnType<typeof sql>) =>
  sql`least(${policy.maxDelayMs / 1000}::float8, ${policy.baseDelayMs / 1000}::float8 * power(2, least(${attempt} - ${policy.free} - 1, 30)))`;

/**
 * When the attempt after this one may be checked. A free attempt leaves no wait at all (the
 * epoch), not "now": parallel requests reach the database out of the order of their clocks, and a
 * "now" written by a later one would otherwise make an earlier one's free attempt wait.
 */
const sqlNextAt = (policy: BackoffPolicy, attempt: ReturnType<typeof sql>, now: ReturnType<typeof sql>) =>
  sql`case when ${attempt} <= ${policy.free} then 'epoch'::timestamptz else ${now} + make_interval(secs => ${sqlDelaySeconds(policy, attempt)}) end`;

/** `identityIssuedAt`: the browser's identity's age is kept on this key (the oldest counted in its window). */
export type AttemptKey = { key: string; policy: BackoffPolicy; identityIssuedAt?: number };
type PasswordAttempt = { allowed: true; keys: AttemptKey[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt on every key, atomically per key (`INSERT … ON CONFLICT … RETURNING`), before
 * any password is checked: parallel guesses queue on the row and each sees the count of the
 * ones before it. Allowed only if every key allows it; keys are taken in order and the first that
 * refuses ends it, so the narrowest keys (a browser's, an account's) go first.
 */
export async function takePasswordAttempt(
  db: Database,
  keys: AttemptKey[],
  now = Date.now(),
): Promise<PasswordAttempt> {
  const nowText = new Date(now).toISOString();
  const nowSql = sql`${nowText}::timestamptz`;
  let retryAfterMs = 0;
  for (const { key, policy, identityIssuedAt } of keys) {
    const token = randomUUID();
    const forgotten = sql`${passwordAttempts.updatedAt} < ${new Date(now - policy.forgetAfterMs).toISOString()}::timestamptz`;
    const due = sql`${passwordAttempts.nextAt} <= ${nowSql}`;
    const next = sql`${passwordAttempts.attempts} + 1`;
    const issued = identityIssuedAt === undefined ? null : new Date(identityIssuedAt);
    const issuedSql = sql`${issued?.toISOString() ?? null}::timestamptz`;
    const [row] = await db
      .insert(passwordAttempts)
      .values({
        key,
        attempts: 1,
        nextAt: policy.free >= 1 ? new Date(0) : new Date(now + backoffDelayMs(policy, 1)),
        token,
        oldestIdentityAt: issued,
        updatedAt: new Date(now),
      })
      .onConflictDoUpdate({
        target: passwordAttempts.key,
        set: {
          attempts: sql`case when ${forgotten} then 1 when ${due} then ${next} else ${passwordAttempts.attempts} end`,
          nextAt: sql`case when ${forgotten} then ${sqlNextAt(policy, sql`1`, nowSql)}
                          when ${due} then ${sqlNextAt(policy, next, nowSql)}
                          else ${passwordAttempts.nextAt} end`,
          token: sql`case when ${forgotten} or ${due} then ${token} else ${passwordAttempts.token} end`,
          oldestIdentityAt: sql`case when ${forgotten} then ${issuedSql} when ${due} then least(${passwordAttempts.oldestIdentityAt}, ${issuedSql}) else ${passwordAttempts.oldestIdentityAt} end`,
          updatedAt: sql`${nowSql}`,
        },
      })
      .returning({ token: passwordAttempts.token, nextAt: passwordAttempts.nextAt });
    if (row && row.token !== token) {
      // Refused: the keys after this one are not charged for a guess that is not checked (a
      // browser's own waits first, so its refused guesses never use up the address's pool).
      retryAfterMs = Math.max(1, row.nextAt.getTime() - now);
      break;
    }
  }
  // Now and then, forget keys nobody has used for a day.
  if (Math.random() < 0.01)
    await db.delete(passwordAttempts).where(lt(passwordAttempts.updatedAt, new Date(now - 86_400_000)));
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { allowed: true, keys };
}

/** After the right password: the browser's (or account's) count is cleared, the address gets its attempt back. */
export async function settleRightPassword(
  db: Database,
  attempt: Extract<PasswordAttempt, { allowed: true }>,
): Promise<void> {
  const clear = attempt.keys.filter((k) => k.policy.onSuccess === "clear").map((k) => k.key);
  const refund = attempt.keys.filter((k) => k.policy.onSuccess === "refund").map((k) => k.key);
  if (clear.length > 0) await db.delete(passwordAttempts).where(inArray(passwordAttempts.key, clear));
  for (const key of refund) {
    await db
      .update(passwordAttempts)
      .set({ attempts: sql`greatest(${passwordAttempts.attempts} - 1, 0)` })
      .where(and(eq(passwordAttempts.key, key), sql`${passwordAttempts.attempts} > 0`));
  }
}
