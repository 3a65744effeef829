import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { gatePasswords, organiserPasses, passwordAttempts } from "../../../db/schema";
import { closeOrganiserDayPasses } from "./organiser-day-passes.server";
import type { GateName } from "~/people/domain/gates";
import type { Database } from "~/platform/server/db.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import {
  addressGatePolicy,
  type AttemptKey,
  type BackoffPolicy,
  BROWSER_GATE_POLICY,
  type Client,
  type ClientLimits,
  settleRightPassword,
  takePasswordAttempt,
} from "~/platform/server/rate-limit.server";
import { limitedAddress } from "~/platform/domain/network-addresses";

/** When each gate's password was last changed (never the password or its hash). */
export async function listGatePasswordChanges(db: Database): Promise<Partial<Record<GateName, Date>>> {
  const rows = await db.select({ gate: gatePasswords.gate, updatedAt: gatePasswords.updatedAt }).from(gatePasswords);
  return Object.fromEntries(rows.map((row) => [row.gate, row.updatedAt]));
}

/** Stores a new password for a gate (only its hash). A new organiser password closes every device's day pass. */
export async function setGatePassword(db: Database, gate: GateName, password: string) {
  const passwordHash = await hashPassword(password);
  await db
    .insert(gatePasswords)
    .values({ gate, passwordHash })
    .onConflictDoUpdate({ target: gatePasswords.gate, set: { passwordHash, updatedAt: sql`now()` } });
  if (gate === "organiser") await closeOrganiserDayPasses(db);
}

/**
 * The environment's password for a gate, applied at a start: stored only when the stored hash is not
 * already that password's. A restart with the same environment (a deploy, a crash, a second
 * instance) keeps every organiser's day pass and every pupil's course cookie, which the hash signs.
 * Returns whether it changed.
 */
export async function applyGatePassword(db: Database, gate: GateName, password: string): Promise<boolean> {
  const [stored] = await db
    .select({ hash: gatePasswords.passwordHash })
    .from(gatePasswords)
    .where(eq(gatePasswords.gate, gate));
  if (stored && (await verifyPassword({ hash: stored.hash, password }))) return false;
  await setGatePassword(db, gate, password);
  return true;
}

type GateCheck = { outcome: "granted" | "denied" } | { outcome: "rate-limited"; retryAfterSeconds: number };

/** A browser's one check on the pool of browsers that had not guessed wrong: one in each window, however sent. */
const FIRST_GUESS_POLICY: BackoffPolicy = {
  // The first attempt is the one that starts the wait.
  free: 0,
  baseDelayMs: 15 * 60_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 15 * 60_000,
  onSuccess: "clear",
};

/**
 * The keys a guess at a gate counts against: the browser's own once it has an identity, and one of
 * the address's pools (docs/decisions/008).
 * - Everyone without an established identity (no cookie, a new identity: how a script rotates)
 *   shares one pool.
 * - Browsers that were here before share the pool of known browsers.
 * - When a script's gathered, aged identities have used that pool up, a browser that has not
 *   guessed wrong at this gate lately takes its check from a pool of its own, the first guesses'
 *   (one check per browser, however many it sends at once): a pupil typing the right password is
 *   not judged on what the script does with its own cookies. The script gets one check there per
 *   identity it has not used yet, and at most the address's budget.
 * - A browser whose identity is older than every one counted in the known browsers' pool (it
 *   visited before the script began) guesses on the elders' pool.
 */
async function gateAttemptKeys(
  db: Database,
  gate: GateName,
  client: Client,
  limits: ClientLimits,
  now: number,
): Promise<AttemptKey[]> {
  const keys: AttemptKey[] = [];
  const policy = addressGatePolicy(limits);
  const address = limitedAddress(client.ip);
  const browserKey = client.browserId ? `gate:${gate}:b:${client.browserId}` : null;
  if (client.browserId && client.established) {
    const issued = client.identityIssuedAt;
    const known = `gate:${gate}:a-known:${address}`;
    const firstGuesses = `gate:${gate}:a-first:${address}`;
    const rows = await db
      .select()
      .from(passwordAttempts)
      .where(inArray(passwordAttempts.key, [known, firstGuesses, browserKey!]));
    const row = (key: string) => rows.find((r) => r.key === key);
    const live = (key: string, forgetAfterMs: number) => {
      const found = row(key);
      return found && found.updatedAt.getTime() >= now - forgetAfterMs ? found : undefined;
    };
    const closed = (key: string) => (live(key, policy.forgetAfterMs)?.nextAt.getTime() ?? 0) > now;
    const olderThanAllIn = (key: string) => {
      const oldest = row(key)?.oldestIdentityAt;
      return issued !== undefined && oldest != null && issued < oldest.getTime();
    };
    const guessedWrong = (live(browserKey!, BROWSER_GATE_POLICY.forgetAfterMs)?.attempts ?? 0) > 0;
    let pool = known;
    if (closed(known) && !guessedWrong && !closed(firstGuesses)) {
      pool = firstGuesses;
      keys.push({ key: `gate:${gate}:f:${client.browserId}`, policy: FIRST_GUESS_POLICY });
    } else if (closed(known) && olderThanAllIn(known)) pool = `gate:${gate}:a-elder:${address}`;
    keys.push({ key: browserKey!, policy: BROWSER_GATE_POLICY }, { key: pool, policy, identityIssuedAt: issued });
    return keys;
  }
  if (browserKey) keys.push({ key: browserKey, policy: BROWSER_GATE_POLICY });
  keys.push({ key: `gate:${gate}:a:${address}`, policy });
  return keys;
}

/**
 * Checks a shared password (course gate or organiser) against its stored hash. The attempt is
 * counted first (per browser and per address, with growing delays past the free ones); an
 * attempt that comes before its delay is over is refused without looking at the password.
 */
export async function checkGatePassword(
  db: Database,
  gate: GateName,
  password: string,
  client: Client,
  limits: ClientLimits,
  now = Date.now(),
): Promise<GateCheck> {
  const attempt = await takePasswordAttempt(db, await gateAttemptKeys(db, gate, client, limits, now), now);
  if (!attempt.allowed) return { outcome: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  const [row] = password
    ? await db.select({ hash: gatePasswords.passwordHash }).from(gatePasswords).where(eq(gatePasswords.gate, gate))
    : [];
  if (!row || !(await verifyPassword({ hash: row.hash, password }))) return { outcome: "denied" };
  await settleRightPassword(db, attempt);
  return { outcome: "granted" };
}

/** The longest an organiser pass lives; it ends sooner when the dialog closes or the result is saved. */
const ORGANISER_PASS_TTL_MS = 15 * 60_000;

const passHash = (pass: string) => createHash("sha256").update(pass).digest("base64url");

/**
 * After the right organiser password: a pass for one match, held by the result dialog while it
 * is open. The server keeps only its hash, so closing the dialog (or saving) can end it.
 */
export async function issueOrganiserPass(db: Database, matchId: number, now = Date.now()): Promise<string> {
  const pass = randomBytes(24).toString("base64url");
  await db
    .insert(organiserPasses)
    .values({ tokenHash: passHash(pass), matchId, expiresAt: new Date(now + ORGANISER_PASS_TTL_MS) });
  // Now and then, forget expired passes.
  if (Math.random() < 0.05) await db.delete(organiserPasses).where(lt(organiserPasses.expiresAt, new Date(now)));
  return pass;
}

/** Whether `pass` opens the result form of this match now. */
export async function isOrganiserPassValid(
  db: Database,
  pass: string,
  matchId: number,
  now = Date.now(),
): Promise<boolean> {
  if (!pass) return false;
  const [row] = await db
    .select({ matchId: organiserPasses.matchId })
    .from(organiserPasses)
    .where(
      and(
        eq(organiserPasses.tokenHash, passHash(pass)),
        eq(organiserPasses.matchId, matchId),
        gt(organiserPasses.expiresAt, new Date(now)),
      ),
    );
  return Boolean(row);
}

/** Ends a pass (the dialog was closed, or its result saved). */
export async function revokeOrganiserPass(db: Database, pass: string): Promise<void> {
  if (pass) await db.delete(organiserPasses).where(eq(organiserPasses.tokenHash, passHash(pass)));
}

/** A gate's first password, unless it has one already; false then (or when another instance set it meanwhile). */
export async function setGatePasswordIfNone(db: Database, gate: GateName, password: string): Promise<boolean> {
  const existing = await db
    .select({ gate: gatePasswords.gate })
    .from(gatePasswords)
    .where(eq(gatePasswords.gate, gate));
  if (existing.length > 0) return false;
  const inserted = await db
    .insert(gatePasswords)
    .values({ gate, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ gate: gatePasswords.gate });
  return inserted.length > 0;
}
