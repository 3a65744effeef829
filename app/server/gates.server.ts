import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { type GateName, gatePasswords } from "../../db/schema";
import { withDatabase } from "./database-errors.server";
import type { Database } from "./db.server";
import { verifyPassword } from "./passwords.server";
import { hitRateLimit, isRateLimited, type RateLimitRule } from "./rate-limit.server";

/** Wrong guesses allowed per client and gate: enough for typos, far too few to guess. */
export const GATE_ATTEMPTS: Omit<RateLimitRule, "name"> = { max: 10, windowMs: 10 * 60_000 };

const gateRule = (gate: GateName): RateLimitRule => ({ name: `gate:${gate}`, ...GATE_ATTEMPTS });

export type GateCheck = "granted" | "denied" | "rate-limited";

/**
 * Checks a shared password (course gate or organiser) against its stored hash. Wrong answers
 * count against the client's allowance for that gate; once it is used up, nothing is checked
 * (not even the right password) until the window passes.
 */
export async function checkGatePassword(db: Database, gate: GateName, password: string, clientKey: string): Promise<GateCheck> {
  return withDatabase(async () => {
    if (await isRateLimited(db, gateRule(gate), clientKey)) return "rate-limited";
    const [row] = password ? await db.select({ hash: gatePasswords.passwordHash }).from(gatePasswords).where(eq(gatePasswords.gate, gate)) : [];
    if (row && (await verifyPassword({ hash: row.hash, password }))) return "granted";
    await hitRateLimit(db, gateRule(gate), clientKey);
    return "denied";
  });
}

/**
 * A short-lived proof that the gate was opened, handed to the page that opened it (the result
 * dialog keeps it only while it is open). Signed with the server's cookie key: it holds no secret.
 */
export function createGatePass(secret: string, gate: GateName, ttlMs: number, now = Date.now()): string {
  const expires = now + ttlMs;
  return `${expires}.${sign(secret, gate, expires)}`;
}

export function verifyGatePass(secret: string, gate: GateName, pass: string | null | undefined, now = Date.now()): boolean {
  const [expiresText, signature] = (pass ?? "").split(".");
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(sign(secret, gate, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sign(secret: string, gate: GateName, expires: number): string {
  return createHmac("sha256", secret).update(`gate-pass:${gate}:${expires}`).digest("base64url");
}
