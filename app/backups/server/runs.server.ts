import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import { backupRuns } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";
import type { RunOwnership } from "./run-ownership.server";

/** A backup being taken: its row, claimed before any work. Null when another instance claimed this scheduled slot already. */
export async function claimBackupRun(
  db: Database,
  run: { trigger: "scheduled" | "manual"; scheduledFor?: Date; requestedBy?: string; ownerKey?: number | null },
): Promise<number | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({
      trigger: run.trigger,
      scheduledFor: run.scheduledFor ?? null,
      requestedBy: run.requestedBy ?? null,
      ownerKey: run.ownerKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: backupRuns.id });
  return row?.id ?? null;
}

export async function finishBackupRun(
  db: Database,
  id: number,
  outcome: {
    status: "ok" | "failed" | "skipped";
    fileName?: string | null;
    bytes?: number | null;
    sha256?: string | null;
    tables?: Record<string, number> | null;
    message?: string | null;
  },
) {
  await db
    .update(backupRuns)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(backupRuns.id, id));
}

/**
 * Whether a backup is being taken now (one at a time). With `ownership` (PostgreSQL), a run counts
 * only while a live process holds its lock, and one nobody holds is marked cut short there and then;
 * without it (the embedded database, one server), a row left 'running' by a killed
 * server is marked at the next start, and counts for an hour at most meanwhile.
 */
export async function backupInProgress(db: Database, ownership: RunOwnership | null, now = Date.now()) {
  if (ownership) {
    await markUnownedRuns(db, ownership);
    const [row] = await db
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(eq(backupRuns.status, "running"))
      .limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(and(eq(backupRuns.status, "running"), gt(backupRuns.startedAt, new Date(now - 3_600_000))))
    .limit(1);
  return Boolean(row);
}

/** The newest runs, newest first, for the panel. */
export function listBackupRuns(db: Database, limit = 60) {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit);
}

/** The newest run that ended, if it did not end well: what the panel's home warns about. */
export async function lastBackupProblem(db: Database) {
  const [last] = await db
    .select({ status: backupRuns.status, message: backupRuns.message, finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(inArray(backupRuns.status, ["ok", "failed", "skipped"]))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return last && last.status !== "ok" ? last : null;
}

/** The name a run writes its file under, recorded before the file is there: a run cut short after it is still known as this site's. */
export async function noteBackupRunFile(db: Database, id: number, fileName: string) {
  await db.update(backupRuns).set({ fileName }).where(eq(backupRuns.id, id));
}

/** A file this site recorded, renamed in the folder (a name without the site given the site's). */
export async function renameBackupRunFile(db: Database, from: string, to: string) {
  await db.update(backupRuns).set({ fileName: to }).where(eq(backupRuns.fileName, from));
}

/** The check of each backup file still in the folder, by file name. */
export async function runsByFile(db: Database, fileNames: string[]) {
  if (fileNames.length === 0) return new Map<string, typeof backupRuns.$inferSelect>();
  const rows = await db.select().from(backupRuns).where(inArray(backupRuns.fileName, fileNames));
  return new Map(rows.map((row) => [row.fileName!, row]));
}

const INTERRUPTED = {
  status: "failed" as const,
  message: "La copia se interrumpió: el servidor se detuvo mientras se hacía. Las copias anteriores siguen intactas.",
};

/** Runs left 'running' by a server that was stopped mid-backup (kill -9, a power cut): said so at the next start. */
export async function markInterruptedRuns(db: Database, { olderThanMs }: { olderThanMs: number }) {
  await db
    .update(backupRuns)
    .set({ ...INTERRUPTED, finishedAt: new Date() })
    .where(and(eq(backupRuns.status, "running"), lt(backupRuns.startedAt, new Date(Date.now() - olderThanMs))));
}

/** PostgreSQL: every run 'running' whose lock no live process holds was cut short. */
export async function markUnownedRuns(db: Database, ownership: RunOwnership) {
  const running = await db
    .select({ id: backupRuns.id, ownerKey: backupRuns.ownerKey })
    .from(backupRuns)
    .where(eq(backupRuns.status, "running"));
  for (const run of running) {
    if (run.ownerKey !== null && (await ownership.isHeld(run.ownerKey))) continue;
    await db
      .update(backupRuns)
      .set({ ...INTERRUPTED, finishedAt: new Date() })
      .where(and(eq(backupRuns.id, run.id), eq(backupRuns.status, "running")));
  }
}
