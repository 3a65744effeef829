import { sameSitePath } from "~/platform/domain/site-paths";
import { passwordResetMail } from "~/platform/domain/staff-notices";
import type { AppContext } from "~/platform/server/context.server";
import { and, eq, like, ne } from "drizzle-orm";
import { data, redirect } from "react-router";
import { account, session, user, verification } from "../../../db/schema";
import type { Staff, StaffRole } from "~/platform/domain/staff";
import type { Database } from "./db.server";
import { recordAudit } from "./audit.server";
import { callBetterAuth } from "./auth-call.server";
import { someCookie } from "./cookie-header.server";
import {
  ACCOUNT_SIGN_IN_POLICY,
  ADDRESS_SIGN_IN_POLICY,
  settleRightPassword,
  takePasswordAttempt,
} from "./rate-limit.server";
import { limitedAddress } from "~/platform/domain/network-addresses";

/** Staff sessions last a school week; a sign-out or a revocation ends them at once (stored in the database). */
const SESSION_SECONDS = 7 * 24 * 60 * 60;
/** The session cookies' names start so (`ef_staff.session_token`); the page cache lets them through on shareable pages. */
export const SESSION_COOKIE = "ef_staff";

/**
 * better-auth is loaded when staff first need it (a sign-in, a session cookie), not at start: its
 * modules took some 300 ms of every start, before /healthz.
 */
async function createAuth(db: Database, secret: string, secure: boolean) {
  const [{ betterAuth }, { drizzleAdapter }] = await Promise.all([
    import("better-auth"),
    import("better-auth/adapters/drizzle"),
  ]);
  return betterAuth({
    appName: "Educación Física",
    // Only server-side calls are used (no /api/auth handler), so the base URL is nominal.
    baseURL: secure ? "https://localhost" : "http://localhost",
    secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    // Public sign-up is closed: accounts come from an invitation or from the teacher.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 200,
      // A forgotten password: a one-time link by email, valid 30 minutes; using it closes every session.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, token }) => {
        await resetLinkDeliveries.get(account.email.toLowerCase())?.(account.email, token);
      },
    },
    user: { additionalFields: { role: { type: "string", input: false, required: false } } },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    advanced: { useSecureCookies: secure, cookiePrefix: SESSION_COOKIE },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });
}

/** Reset links for one account: three at once, then a wait that doubles (a flood of emails to one inbox is refused). */
const PASSWORD_RESET_ACCOUNT_POLICY = {
  ...ACCOUNT_SIGN_IN_POLICY,
  free: 3,
  baseDelayMs: 60_000,
  onSuccess: "refund",
} as const;

/** How long a password reset's link works. */
const PASSWORD_RESET_SECONDS = 30 * 60;

/**
 * Who sends the reset link being asked for, by the address it is for: the auth instance is shared
 * by every request. Not an AsyncLocalStorage: once one has run, Node calls an async hook on every
 * request the process answers. Two requests for one address at once share a sender,
 * which differs only in the site address the link names.
 */
const resetLinkDeliveries = new Map<string, (email: string, token: string) => Promise<void>>();

/**
 * «¿Has olvidado la contraseña?»: emails the account's owner a one-time link. The same
 * answer whether or not the address has an account (nothing tells which addresses exist); limited
 * per address and per account like a sign-in. False when email is off on this server.
 */
export async function requestStaffPasswordReset(
  context: AppContext,
  email: string,
): Promise<{ sent: boolean; retryAfterSeconds?: number }> {
  const mail = context.mail;
  if (!mail) return { sent: false };
  const normalised = email.trim().toLowerCase();
  const attempt = await takePasswordAttempt(context.db, [
    { key: `reset:account:${normalised}`, policy: PASSWORD_RESET_ACCOUNT_POLICY },
    { key: `reset:address:${limitedAddress(context.client.ip)}`, policy: ADDRESS_SIGN_IN_POLICY },
  ]);
  if (!attempt.allowed) return { sent: true, retryAfterSeconds: attempt.retryAfterSeconds };
  // The link's address is the site's configured one: a forged Host must not receive the token.
  const { origin } = context.publicAddress;
  const deliver = (to: string, token: string) =>
    mail.send("password-reset", passwordResetMail(to, `${origin}/admin/recuperar/${encodeURIComponent(token)}`));
  resetLinkDeliveries.set(normalised, deliver);
  try {
    await withAuth(context, (auth) => auth.api.requestPasswordReset({ body: { email: normalised } }));
  } finally {
    if (resetLinkDeliveries.get(normalised) === deliver) resetLinkDeliveries.delete(normalised);
  }
  return { sent: true };
}

/**
 * Sets a new password with a reset link's token (once: the token is spent); false when the link is
 * wrong, used or late. Every other link sent to that account before is void from then on:
 * an older email left in an inbox must not reset the password again.
 */
export async function resetStaffPassword(context: AppContext, token: string, newPassword: string): Promise<boolean> {
  const [link] = await context.db
    .select({ userId: verification.value })
    .from(verification)
    .where(eq(verification.identifier, `${RESET_LINK_PREFIX}${token}`));
  try {
    await withAuth(context, (auth) => auth.api.resetPassword({ body: { token, newPassword } }));
  } catch {
    return false;
  }
  if (link) await voidResetLinks(context.db, link.userId);
  // The reset ended the account's sessions: none may be served from the read cache.
  context.dataChanged();
  return true;
}

/** better-auth keeps a reset link as a verification row named after its token, its value the account's id. */
const RESET_LINK_PREFIX = "reset-password:";

/** Voids every reset link of an account still unused. */
export async function voidResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${RESET_LINK_PREFIX}%`), eq(verification.value, userId)));
}

type Auth = Awaited<ReturnType<typeof createAuth>>;
const instances = new WeakMap<Database, Map<string, Promise<Auth>>>();

/** One better-auth instance per database, key and scheme (tests use several databases in one process). */
function getAuth(context: AppContext): Promise<Auth> {
  let byKey = instances.get(context.db);
  if (!byKey) instances.set(context.db, (byKey = new Map()));
  const key = `${context.cookieSecret}:${context.secureCookies}`;
  let auth = byKey.get(key);
  if (!auth) {
    auth = createAuth(context.db, context.cookieSecret, context.secureCookies);
    byKey.set(key, auth);
    // A failed load is tried again by the next request.
    auth.catch(() => byKey.delete(key));
  }
  return auth;
}

/** A better-auth call; its request contexts are let go after it (auth-call.server.ts). */
const withAuth = <T>(context: AppContext, call: (auth: Auth) => Promise<T>): Promise<T> =>
  callBetterAuth(async () => call(await getAuth(context)));

export type { Staff };

// The root, the admin layout and the page all ask for one request: the session is read once.
const staffByRequest = new WeakMap<Request, Promise<Staff | null>>();

/**
 * A session found valid is kept a few seconds in the read cache (every panel page asked
 * the database for the session and its account, two of a dashboard's eleven queries). Every
 * committed write empties that cache, here and on the other instances: a sign-out, a revoked
 * session, a changed role or a removed account among them (signOut and resetStaffPassword say so
 * themselves). Only sessions that exist are kept: a made-up cookie is checked every time and takes
 * no memory.
 */
const STAFF_KEPT_MS = 5_000;

/** The session cookie's value (token and signature), or "". */
function sessionCookieValue(cookie: string): string {
  let found = "";
  someCookie(cookie, (name, value) => {
    if (name.replace(/^__(Secure|Host)-/i, "") !== `${SESSION_COOKIE}.session_token`) return false;
    found = value;
    return true;
  });
  return found;
}

async function readKeptStaff(cookie: string, context: AppContext): Promise<Staff | null> {
  const key = `staff:${sessionCookieValue(cookie)}`;
  const kept = await context.reads.peek<Staff>(key);
  if (kept && Date.parse(kept.sessionExpiresAt) > Date.now()) return kept;
  const staff = await readStaff(cookie, context);
  if (staff) context.reads.keep(key, STAFF_KEPT_MS, staff);
  return staff;
}

/** The signed-in staff member, or null. Costs nothing for visitors without the session cookie. */
export function getStaff(request: Request, context: AppContext): Promise<Staff | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${SESSION_COOKIE}.session_token=`)) return Promise.resolve(null);
  let staff = staffByRequest.get(request);
  if (!staff) {
    staff = readKeptStaff(cookie, context);
    staffByRequest.set(request, staff);
    // A failed read (database away) is not remembered: the next caller tries again.
    staff.catch(() => staffByRequest.delete(request));
  }
  return staff;
}

async function readStaff(cookie: string, context: AppContext): Promise<Staff | null> {
  const result = await withAuth(context, (auth) => auth.api.getSession({ headers: new Headers({ cookie }) }));
  if (!result) return null;
  const role = (result.user as { role?: string }).role;
  if (role !== "admin" && role !== "organiser") return null;
  return {
    id: result.user.id,
    name: result.user.name,
    email: result.user.email,
    role,
    sessionId: result.session.id,
    sessionExpiresAt: new Date(result.session.expiresAt).toISOString(),
  };
}

const SIGN_IN_PATH = "/admin/entrar";

/** Where a page sends someone who must sign in first, coming back to `request`'s page after. */
function signInUrl(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === "/admin" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?volver=${encodeURIComponent(back)}`;
}

/**
 * The gate of every `/admin` loader and action: anonymous visitors go to the sign-in page, a
 * signed-in account without the role gets 403. `role` omitted = any staff account.
 */
export async function requireStaff(request: Request, context: AppContext, role?: StaffRole): Promise<Staff> {
  const staff = await getStaff(request, context);
  if (!staff) throw redirect(signInUrl(request));
  if (role && staff.role !== role) throw data({ message: "No tienes permiso para ver esta página." }, { status: 403 });
  return staff;
}

/** Only paths of this site: `volver` must not send anyone elsewhere after signing in (domain/site-paths). */
export function safeReturnPath(value: unknown): string {
  return sameSitePath(value) ?? "/admin";
}

type SignInOutcome =
  | { ok: true; headers: Headers; name: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * E-mail and password through better-auth. The attempt is counted first (per account and
 * address, and per address, with growing delays: docs/decisions/008), so parallel guesses cannot
 * outrun the count, and nobody elsewhere can lock the teacher out. Every outcome is audited.
 */
export async function signIn(
  context: AppContext,
  request: Request,
  email: string,
  password: string,
): Promise<SignInOutcome> {
  const normalised = email.trim().toLowerCase();
  const { db } = context;
  const ip = context.client.ip;
  const address = limitedAddress(ip);
  // A browser that was here before is judged on its own attempts and shares the address's pool of
  // known browsers: wrong guesses from another browser at the same address cannot keep the teacher
  // out. Everyone else counts per account and address, and per address.
  const { browserId, established } = context.client;
  const attempt = await takePasswordAttempt(
    db,
    browserId && established
      ? [
          { key: `sign-in:acct:${normalised}:b:${browserId}`, policy: ACCOUNT_SIGN_IN_POLICY },
          { key: `sign-in:a-known:${address}`, policy: ADDRESS_SIGN_IN_POLICY },
        ]
      : [
          { key: `sign-in:acct:${normalised}:a:${address}`, policy: ACCOUNT_SIGN_IN_POLICY },
          { key: `sign-in:a:${address}`, policy: ADDRESS_SIGN_IN_POLICY },
        ],
  );
  if (!attempt.allowed) {
    await recordAudit(db, null, {
      action: "staff.sign-in.refused",
      target: normalised,
      details: `dirección ${ip}; espera ${attempt.retryAfterSeconds} s`,
    });
    return { ok: false, reason: "rate-limited", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  let result;
  try {
    result = await withAuth(context, (auth) =>
      auth.api.signInEmail({
        body: { email: normalised, password, rememberMe: true },
        headers: new Headers({ "user-agent": request.headers.get("user-agent") ?? "", "x-forwarded-for": ip }),
        returnHeaders: true,
      }),
    );
  } catch {
    await recordAudit(db, null, { action: "staff.sign-in.failed", target: normalised, details: `dirección ${ip}` });
    return { ok: false, reason: "invalid" };
  }
  await settleRightPassword(db, attempt);
  await recordAudit(
    db,
    { id: result.response.user.id, email: result.response.user.email },
    { action: "staff.sign-in", details: `dirección ${ip}` },
  );
  return { ok: true, headers: result.headers, name: result.response.user.name };
}

/** Ends this browser's session (deleted from the database), clears its cookies, and audits it. */
export async function signOut(context: AppContext, request: Request): Promise<Headers> {
  const cookie = request.headers.get("Cookie") ?? "";
  if (!cookie.includes(`${SESSION_COOKIE}.session_token=`)) return new Headers();
  const staff = await getStaff(request, context);
  const result = await withAuth(context, (auth) =>
    auth.api.signOut({ headers: new Headers({ cookie }), returnHeaders: true }),
  );
  // The session kept in the read cache goes too, here and on the other instances.
  context.dataChanged();
  if (staff)
    await recordAudit(context.db, staff, { action: "staff.sign-out", details: `dirección ${context.client.ip}` });
  return result.headers;
}

/** Ends every session of an account (a lost phone, a member of staff who leaves), or all but the current one. */
export async function revokeSessions(db: Database, userId: string, exceptSessionId?: string) {
  await db
    .delete(session)
    .where(
      exceptSessionId ? and(eq(session.userId, userId), ne(session.id, exceptSessionId)) : eq(session.userId, userId),
    );
}
