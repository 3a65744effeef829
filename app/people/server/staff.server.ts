import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { account, session, staffInvitations, user } from "../../../db/schema";
import type { StaffRole } from "~/platform/domain/staff";
import { hashPassword } from "./passwords.server";
import type { Database } from "~/platform/server/db.server";

/** An invitation link works for a week, once. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Creates the account, or gives an existing one this role and password (the credential account
 * of better-auth holds the scrypt hash). Used by invitations, the teacher and the command line.
 * It takes the hash, not the password: callers hash (`hashPassword`) before opening the
 * transaction where they can, since a scrypt takes a few hundred milliseconds and the embedded
 * database holds every other query while a transaction is open (the panel's «Crear cuenta» still
 * hashes inside the action's transaction: a rare action, and the pipeline has no step before it).
 */
export async function upsertStaffAccount(
  tx: Database,
  { email, name, role, passwordHash }: { email: string; name?: string; role: StaffRole; passwordHash: string },
): Promise<{ id: string; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, normalised));
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await tx
      .update(user)
      .set({ role, ...(name ? { name } : {}), updatedAt: sql`now()` })
      .where(eq(user.id, id));
  } else {
    await tx.insert(user).values({
      id,
      name: name ?? normalised.split("@")[0] ?? "Profesor",
      email: normalised,
      emailVerified: true,
      role,
    });
  }
  const [credential] = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, id), eq(account.providerId, "credential")));
  if (credential) {
    await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: sql`now()` })
      .where(eq(account.id, credential.id));
  } else {
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
  }
  return { id, created: !existing };
}

/** A new invitation; the token is returned once (only its hash is stored). */
export async function createInvitation(
  tx: Database,
  { email, role, createdBy }: { email: string; role: StaffRole; createdBy: string },
  now = Date.now(),
) {
  const token = randomBytes(24).toString("base64url");
  await tx.insert(staffInvitations).values({
    id: randomUUID(),
    tokenHash: hashToken(token),
    email: email.trim().toLowerCase(),
    role,
    expiresAt: new Date(now + INVITATION_TTL_MS),
    createdBy,
  });
  return token;
}

/** The invitation behind a link, if it can still be used. */
export async function findUsableInvitation(db: Database, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ id: staffInvitations.id, email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/**
 * Uses the invitation (once: the row is claimed with a conditional update, so two clicks racing
 * cannot both create an account) and creates the account. Null when the link is not usable.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  { name, password }: { name: string; password: string },
) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.tokenHash, hashToken(token)),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!claimed) return null;
    await upsertStaffAccount(tx, { email: claimed.email, name, role: claimed.role, passwordHash });
    return claimed;
  });
}

export async function listStaff(db: Database) {
  const people = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, createdAt: user.createdAt })
    .from(user)
    .orderBy(asc(user.createdAt));
  const sessions = await db
    .select({ userId: session.userId, count: sql<number>`count(*)::int` })
    .from(session)
    .where(gt(session.expiresAt, sql`now()`))
    .groupBy(session.userId);
  const open = new Map(sessions.map((s) => [s.userId, s.count]));
  return people.map((p) => ({ ...p, openSessions: open.get(p.id) ?? 0 }));
}

export async function listPendingInvitations(db: Database) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, sql`now()`)))
    .orderBy(desc(staffInvitations.createdAt));
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(eq(user.role, "admin"));
  return row?.n ?? 0;
}

/** A staff account by id or e-mail, or null. */
export async function findStaffAccount(db: Database, by: { id: string } | { email: string }) {
  const [person] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where("id" in by ? eq(user.id, by.id) : eq(user.email, by.email));
  return person ?? null;
}

export async function setStaffRole(db: Database, id: string, role: StaffRole) {
  await db.update(user).set({ role }).where(eq(user.id, id));
}

export async function deleteStaffAccount(db: Database, id: string) {
  await db.delete(user).where(eq(user.id, id));
}

/** Cancels an invitation not used yet; its e-mail, or null when there is none. */
export async function cancelInvitation(db: Database, id: string) {
  const [row] = await db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.usedAt)))
    .returning({ email: staffInvitations.email });
  return row?.email ?? null;
}
