import fs from "node:fs";
import path from "node:path";
import { backupExpiries, backupsToKeep, backupTakenAt } from "~/backups/domain/backups";

/** The backup files in the folder, newest first (hidden temporary files and anything else left aside). */
export function listBackupFiles(dir: string): { name: string; takenAt: Date; bytes: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const takenAt = backupTakenAt(name);
      if (!takenAt) return [];
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      return stat?.isFile() ? [{ name, takenAt, bytes: stat.size }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** Removes the backups retention does not keep (call it only after a new backup is complete). Returns the names removed. */
export function pruneBackups(dir: string, keep: { daily: number; weekly: number }): string[] {
  const files = listBackupFiles(dir);
  const kept = backupsToKeep(
    files.map((f) => f.takenAt),
    keep,
  );
  const removed = files.filter((f) => !kept.has(f.takenAt.getTime()));
  for (const file of removed) fs.rmSync(path.join(dir, file.name), { force: true });
  return removed.map((f) => f.name);
}

/**
 * The backups in the folder now and when the last of them will be gone (issue 45): an erased name
 * stays in every backup taken before the erasure until retention removes it, and the panel says so.
 */
export function backupsHeldUntil(
  dir: string,
  keep: { daily: number; weekly: number },
  now = new Date(),
): { count: number; lastGoneAt: Date | null } {
  const files = listBackupFiles(dir);
  const expiries = [
    ...backupExpiries(
      files.map((f) => f.takenAt),
      keep,
      now,
    ).values(),
  ];
  const known = expiries.filter((at): at is Date => at !== null);
  return {
    count: files.length,
    lastGoneAt:
      known.length === files.length && known.length > 0 ? new Date(Math.max(...known.map((at) => at.getTime()))) : null,
  };
}
