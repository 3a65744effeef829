import { desc } from "drizzle-orm";
import { auditLog } from "../../../db/schema";
import type { Staff } from "~/platform/domain/staff";
import type { Database } from "./db.server";
import { type ErasedPlace, eraseNameInPlaces } from "./pupil-name-erasure.server";

export type AuditEntry = { action: string; target?: string; details?: string };

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: Database, actor: Pick<Staff, "id" | "email"> | null, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? "servidor",
    action: entry.action,
    target: (entry.target ?? "").slice(0, 300),
    details: (entry.details ?? "").slice(0, 2000),
  });
}

export async function listAudit(db: Database, limit = 200) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}

/** A pupil's name erased from the log of changes (its entries keep the initials). */
export function erasePupilNameInAuditLog(tx: Database, name: string): Promise<ErasedPlace[]> {
  return eraseNameInPlaces(
    tx,
    [{ place: "Registro de cambios", table: auditLog, columns: [auditLog.target, auditLog.details] }],
    name,
  );
}
