import { createHmac, randomFillSync, timingSafeEqual } from "node:crypto";
import { someCookie } from "./cookie-header.server";

/**
 * A browser's own identity for the limits (docs/decisions/008): a random id and the time it was
 * given, signed with the server's key, in a first-party httpOnly cookie set when the browser views
 * a page (never on a write: a script posting blindly gets none). It says nothing about the person,
 * is never sent anywhere else, and does not change any page (the page cache ignores it). A forged
 * or altered value is simply not an identity.
 */
export const BROWSER_COOKIE = "ef_navegador";
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/**
 * An identity this old is a browser that was here before: at a gate or the sign-in it is judged on
 * its own attempts, not on what a script behind the same address does.
 */
export const ESTABLISHED_AFTER_MS = 10 * 60_000;
/**
 * Identities one address is given in a burst: past this many in ten minutes, further ones
 * carry a mark and count as new browsers for a week. A class of first-timers fits; a script that
 * collects 75 cookies to use them ten minutes later gets 30 that count as browsers that were here.
 */
export const MINTS_BEFORE_BURST = 30;
const MINT_WINDOW_MS = 10 * 60_000;
export const BURST_ESTABLISHED_AFTER_MS = 7 * 24 * 60 * 60_000;

/** `burst`: given to an address that was being given many at that moment (see MINTS_BEFORE_BURST). */
export type BrowserIdentity = { id: string; issuedAt: number; burst: boolean };

const signatureOf = (secret: string, id: string, issued: string) =>
  createHmac("sha256", secret).update(`browser:${id}:${issued}`).digest("base64url").slice(0, 22);

/**
 * Cookie values whose signature was checked: a returning phone sends the same one with every page,
 * and checking it again was a twentieth of a page-cache hit. At most 4,096 (under 1 MB),
 * then it starts again; only signatures that passed are kept.
 */
const verifiedCookies = new Map<string, { secret: string; identity: BrowserIdentity }>();
const VERIFIED_COOKIES_MAX = 4_096;

/** The verified identity in a Cookie header, or null (no cookie, an old unsigned form, or not signed by us). */
export function readBrowserIdentity(cookieHeader: string | null | undefined, secret: string): BrowserIdentity | null {
  if (!cookieHeader?.includes(`${BROWSER_COOKIE}=`)) return null;
  let value = "";
  someCookie(cookieHeader, (name, given) => name === BROWSER_COOKIE && given !== "" && ((value = given), true));
  if (!value) return null;
  const known = verifiedCookies.get(value);
  if (known?.secret === secret) return known.identity;
  const [id, issued, signature] = value.split(".");
  if (!id || !issued || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id) || !/^\d{1,12}r?$/.test(issued)) return null;
  const expected = Buffer.from(signatureOf(secret, id, issued));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const burst = issued.endsWith("r");
  const identity = { id, issuedAt: Number(burst ? issued.slice(0, -1) : issued) * 1000, burst };
  if (verifiedCookies.size >= VERIFIED_COOKIES_MAX) verifiedCookies.clear();
  verifiedCookies.set(value, { secret, identity });
  return identity;
}

/** Whether an identity was given long enough ago to be a browser that was here before. */
export const isEstablished = (identity: BrowserIdentity | null, now = Date.now()) =>
  identity !== null && now - identity.issuedAt >= (identity.burst ? BURST_ESTABLISHED_AFTER_MS : ESTABLISHED_AFTER_MS);

/**
 * When each address was last given identities: the times (seconds) of its last MINTS_BEFORE_BURST,
 * in memory (a count, not a record of anyone), so that "this many in ten minutes" holds for any ten
 * minutes, not for fixed windows a script could straddle. At most 20,000 addresses (about 2.5 MB);
 * an address quiet for ten minutes is forgotten. On several instances each counts its own.
 */
const mintsByAddress = new Map<string, { times: Uint32Array; next: number }>();
const MINT_ADDRESSES_MAX = 20_000;
let forgottenAt = 0;

/** Counts one identity given to `address` and says whether it is part of a burst. */
function isBurstMint(address: string, now: number): boolean {
  const second = Math.floor(now / 1000);
  const window = MINT_WINDOW_MS / 1000;
  if (now - forgottenAt >= MINT_WINDOW_MS || now < forgottenAt) {
    forgottenAt = now;
    for (const [known, mints] of mintsByAddress) {
      const newest = mints.times[(mints.next + MINTS_BEFORE_BURST - 1) % MINTS_BEFORE_BURST]!;
      if (second - newest >= window) mintsByAddress.delete(known);
    }
  }
  let mints = mintsByAddress.get(address);
  if (!mints) {
    // Full: a flood of addresses, which must not wipe the counts it came to hide. Until some are
    // forgotten, an address not yet counted is taken as part of the burst.
    if (mintsByAddress.size >= MINT_ADDRESSES_MAX) return true;
    mints = { times: new Uint32Array(MINTS_BEFORE_BURST), next: 0 };
    mintsByAddress.set(address, mints);
  }
  // The oldest of the last MINTS_BEFORE_BURST (0 while there have been fewer).
  const oldest = mints.times[mints.next]!;
  mints.times[mints.next] = second;
  mints.next = (mints.next + 1) % MINTS_BEFORE_BURST;
  return oldest !== 0 && second - oldest < window;
}

/**
 * 16 random bytes, base64url, taken from a pool filled 256 at a time: a first visit from the page
 * cache mints one, and one system call each was a twentieth of such a hit's time.
 */
const randomPool = Buffer.alloc(16 * 256);
let randomAt = randomPool.length;
function randomId(): string {
  if (randomAt === randomPool.length) {
    randomFillSync(randomPool);
    randomAt = 0;
  }
  randomAt += 16;
  return randomPool.toString("base64url", randomAt - 16, randomAt);
}

const ATTRIBUTES = `Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
const SECURE_ATTRIBUTES = `${ATTRIBUTES}; Secure`;

/**
 * Identities are signed a few at a time, all for the same key and second: signing one per first
 * visit, between two answers, cost a third of a page-cache hit (the hash's code goes cold), and
 * signing them back to back does not (decision 023). A batch is as large as what that
 * second has already needed (1, 1, 2, 4… at most 64), so a quiet server signs about one per visit;
 * what is left when the second ends is dropped, never given out.
 */
type SignedBatch = { secret: string; issued: string; minted: number; ready: { id: string; value: string }[] };
let batch: SignedBatch = { secret: "", issued: "", minted: 0, ready: [] };
const BATCH_MAX = 64;

function signedIdentity(secret: string, issued: string): { id: string; value: string } {
  if (batch.secret !== secret || batch.issued !== issued) batch = { secret, issued, minted: 0, ready: [] };
  if (batch.ready.length === 0) {
    const size = Math.min(BATCH_MAX, Math.max(1, batch.minted));
    for (let i = 0; i < size; i++) {
      const id = randomId();
      batch.ready.push({ id, value: `${id}.${issued}.${signatureOf(secret, id, issued)}` });
    }
    batch.minted += size;
  }
  return batch.ready.pop()!;
}

/** A new identity for a browser at `address` and the Set-Cookie header that gives it. */
export function newBrowserCookie(
  secret: string,
  secure: boolean,
  address: string,
  now = Date.now(),
): { id: string; setCookie: string } {
  const seconds = String(Math.floor(now / 1000));
  const { id, value } = signedIdentity(secret, isBurstMint(address, now) ? `${seconds}r` : seconds);
  return { id, setCookie: `${BROWSER_COOKIE}=${value}; ${secure ? SECURE_ATTRIBUTES : ATTRIBUTES}` };
}
