import fs from "node:fs";
import path from "node:path";
import { backupExpiries, backupsToKeep, parseBackupFileName } from "~/backups/domain/backups";
import { readBackupManifest } from "./archive.server";

export type BackupFile = { name: string; takenAt: Date; bytes: number };

/** The backup files in the folder named for `site` (null: those whose name has no site), newest first. */
export function backupFilesNamedFor(dir: string, site: string | null): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const parsed = parseBackupFileName(name);
      if (!parsed || parsed.site !== site) return [];
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
      return stat?.isFile() ? [{ name, takenAt: parsed.takenAt, bytes: stat.size }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * This site's backups in the folder, newest first: named for it, and holding its data by their
 * manifest. A file a release before signed manifests wrote counts when this site's own record of it
 * (`recordedBytes`, by name) has its size: a copy of another site's put under this site's name does not.
 */
export async function siteBackupFiles(
  dir: string,
  site: string,
  recordedBytes: (names: string[]) => Promise<Map<string, number | null>>,
): Promise<BackupFile[]> {
  const named = backupFilesNamedFor(dir, site);
  const recorded = await recordedBytes(named.map((f) => f.name));
  const owned = await Promise.all(
    named.map(async (file) => {
      const manifest = await readBackupManifest(path.join(dir, file.name));
      if (!manifest) return false;
      return manifest.sitio ? manifest.sitio === site : recorded.get(file.name) === file.bytes;
    }),
  );
  return named.filter((_, i) => owned[i]);
}

/** Removes the backups among `files` that retention does not keep (only after a new backup is complete). Returns the names removed. */
export function pruneBackups(dir: string, files: readonly BackupFile[], keep: { daily: number; weekly: number }) {
  const kept = backupsToKeep(
    files.map((f) => f.takenAt),
    keep,
  );
  const removed = files.filter((f) => !kept.has(f.takenAt.getTime()));
  for (const file of removed) fs.rmSync(path.join(dir, file.name), { force: true });
  return removed.map((f) => f.name);
}

/**
 * When the last of these backups will be gone: an erased name stays in every backup taken
 * before the erasure until retention removes it, and the panel says so.
 */
export function backupsHeldUntil(
  files: readonly BackupFile[],
  keep: { daily: number; weekly: number },
  now = new Date(),
): { count: number; lastGoneAt: Date | null } {
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
