import fs from "node:fs";
import path from "node:path";
import { backupFileName, nextBackupTime } from "~/backups/domain/backups";
import type { BackupSource, Database } from "~/platform/server/db.server";
import { pgDumpAvailable, removeLeftovers, writeBackupFile } from "./archive.server";
import { backupFilesNamedFor, backupsHeldUntil, pruneBackups, siteBackupFiles } from "./retention.server";
import {
  backupInProgress,
  claimBackupRun,
  finishBackupRun,
  markInterruptedRuns,
  markUnownedRuns,
  noteBackupRunFile,
  renameBackupRunFile,
  runsByFile,
} from "./runs.server";
import { postgresRunOwnership } from "./run-ownership.server";
import { verifyBackupFile } from "./verify.server";
import type { BackupService, BackupSettings } from "~/platform/server/services.server";

type Log = (entry: Record<string, unknown>) => void;

/** Free space that must stay on the backups' disk after a backup, as a share of the disk. */
const MIN_FREE_SHARE = 0.1;

function sizeOf(target: string | null): number {
  if (!target || !fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

const megabytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024 / 1024))} MB`;

/** A Spanish sentence for what went wrong while writing. */
function problemOf(error: unknown, dir: string): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return `El disco de las copias (${dir}) se llenó mientras se escribía la copia: no se ha guardado. Libera espacio o elige otra carpeta (BACKUP_DIR).`;
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return `No se puede escribir en la carpeta de las copias (${dir}): revisa sus permisos.`;
  return `No se pudo hacer la copia: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
}

/**
 * The site's own backups: every night at BACKUP_HOUR (Madrid), and when the teacher asks,
 * while the site runs. The embedded database is dumped by PGlite between two queries (a few hundred
 * milliseconds for a school's data); PostgreSQL through pg_dump where it is installed.
 */
export function createBackupService({
  db,
  source,
  site,
  settings,
  log,
}: {
  db: Database;
  source: BackupSource;
  /** This site's identity (its install id): every file it writes, lists, prunes or serves is named for it. */
  site: string;
  settings: BackupSettings;
  log: Log;
}): BackupService {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let first = true;
  // On PostgreSQL a running backup is owned through an advisory lock; the embedded database has one server.
  const ownership = source.kind === "postgres" ? postgresRunOwnership(source.url, db) : null;

  const unavailable = async () =>
    source.kind === "postgres" && !(await pgDumpAvailable())
      ? "Este servidor usa PostgreSQL y no tiene pg_dump: valen las copias de tu proveedor de PostgreSQL."
      : null;

  /** Claims a run (held by this process's lock on PostgreSQL); null when another instance claimed this slot already. */
  async function claim(run: { trigger: "scheduled"; scheduledFor: Date } | { trigger: "manual"; requestedBy: string }) {
    const held = ownership ? await ownership.hold() : null;
    try {
      const id = await claimBackupRun(db, { ...run, ownerKey: held?.key ?? null });
      if (id === null) await held?.release();
      return id === null ? null : { id, release: held?.release ?? (async () => {}) };
    } catch (error) {
      await held?.release();
      throw error;
    }
  }

  async function takeBackup(
    run: { trigger: "scheduled"; scheduledFor: Date } | { trigger: "manual"; requestedBy: string },
  ) {
    const claimed = await claim(run);
    // Another instance took this night's backup already.
    if (claimed) await runClaimed(claimed.id).finally(claimed.release);
  }

  async function runClaimed(id: number) {
    const finish = (outcome: Parameters<typeof finishBackupRun>[2]) => finishBackupRun(db, id, outcome);
    const reason = await unavailable();
    if (reason) return finish({ status: "skipped", message: reason });
    const now = new Date();
    const target = path.join(settings.dir, backupFileName(site, now));
    try {
      await noteBackupRunFile(db, id, path.basename(target));
      fs.mkdirSync(settings.dir, { recursive: true });
      removeLeftovers(settings.dir, site);
      // Room first: a backup that would leave less than a tenth of the disk free is not started.
      const disk = fs.statfsSync(settings.dir);
      const total = disk.blocks * disk.bsize;
      const free = disk.bavail * disk.bsize;
      const last = backupFilesNamedFor(settings.dir, site)[0]?.bytes ?? 0;
      const expected = Math.max(
        last,
        (source.kind === "pglite" ? sizeOf(source.dataDir) / 3 : 0) + sizeOf(settings.uploadsDir),
      );
      if (free - expected < total * MIN_FREE_SHARE) {
        const message = `No hay sitio para la copia en ${settings.dir}: quedan ${megabytes(free)} libres de ${megabytes(total)}, la copia ocupa unos ${megabytes(expected)} y debe quedar libre al menos el 10 %. Libera espacio o elige otra carpeta (BACKUP_DIR).`;
        log({ level: "error", msg: "backup skipped: not enough free space", dir: settings.dir, free, total, expected });
        return finish({ status: "skipped", message });
      }
      const started = performance.now();
      // Checked before it takes a backup's name: a file under one is always a checked one.
      const written = await writeBackupFile({
        source,
        uploadsDir: settings.uploadsDir,
        target,
        site,
        now,
        check: (file) => verifyBackupFile(file, source.kind === "postgres" ? source.url : undefined),
      });
      const check = written.check!;
      if (!check.ok) {
        return finish({
          status: "failed",
          message: `La copia no pasó la comprobación y se ha borrado: ${check.message}`,
        });
      }
      // The old ones go only now that a new one is complete and checked.
      const removed = pruneBackups(settings.dir, await files(), {
        daily: settings.keepDaily,
        weekly: settings.keepWeekly,
      });
      log({
        level: "info",
        msg: "backup done",
        file: target,
        bytes: written.bytes,
        ms: Math.round(performance.now() - started),
        removed,
      });
      await finish({
        status: "ok",
        fileName: path.basename(target),
        bytes: written.bytes,
        sha256: written.sha256,
        tables: check.tables,
      });
    } catch (error) {
      log({ level: "error", msg: "backup failed", error: String(error) });
      await finish({ status: "failed", message: problemOf(error, settings.dir) }).catch(() => {});
    }
  }

  /** This site's backups in the folder, newest first. */
  const files = async () => (await filesWithRuns()).files;
  /** The same, with the run that recorded each (read once: it also tells an older file's owner). */
  async function filesWithRuns() {
    let runs: Awaited<ReturnType<typeof runsByFile>> = new Map();
    const own = await siteBackupFiles(settings.dir, site, async (names) => {
      runs = await runsByFile(db, names);
      return new Map([...runs].map(([name, run]) => [name, run.status === "ok" ? run.bytes : null]));
    });
    return { files: own, runs };
  }

  /**
   * Backups this site wrote before names carried their site: those its own records name, at the
   * size it recorded, take the site's name; any other is left alone, and only counted.
   */
  async function adoptUnsignedBackups() {
    const unsigned = backupFilesNamedFor(settings.dir, null);
    const runs = await runsByFile(
      db,
      unsigned.map((f) => f.name),
    );
    for (const file of unsigned) {
      const run = runs.get(file.name);
      if (run?.status !== "ok" || run.bytes !== file.bytes) continue;
      const name = backupFileName(site, file.takenAt);
      if (fs.existsSync(path.join(settings.dir, name))) continue;
      fs.renameSync(path.join(settings.dir, file.name), path.join(settings.dir, name));
      await renameBackupRunFile(db, file.name, name);
      log({ level: "info", msg: "backup named for its site", from: file.name, to: name });
    }
  }

  function schedule() {
    if (stopped || settings.hour === "off") return;
    const now = new Date();
    const at =
      first && settings.soonSeconds
        ? new Date(now.getTime() + settings.soonSeconds * 1000)
        : nextBackupTime(now, settings.hour);
    first = false;
    timer = setTimeout(() => {
      void takeBackup({ trigger: "scheduled", scheduledFor: at })
        .catch((error: unknown) => log({ level: "error", msg: "scheduled backup failed", error: String(error) }))
        .finally(schedule);
    }, at.getTime() - now.getTime());
    timer.unref();
  }

  return {
    settings,
    unavailable,
    busy: (through) => backupInProgress(through ?? db, ownership),
    async list() {
      const { files: own, runs } = await filesWithRuns();
      return {
        files: own.map((file) => ({ ...file, run: runs.get(file.name) ?? null })),
        othersInFolder: backupFilesNamedFor(settings.dir, null).length,
      };
    },
    async heldUntil(now) {
      return backupsHeldUntil(await files(), { daily: settings.keepDaily, weekly: settings.keepWeekly }, now);
    },
    async fileToServe(name) {
      const file = (await files()).find((f) => f.name === name);
      return file ? { path: path.join(settings.dir, file.name), bytes: file.bytes } : null;
    },
    takeBackup,
    async startManualBackup(requestedBy) {
      const claimed = await claim({ trigger: "manual", requestedBy });
      if (claimed) {
        void runClaimed(claimed.id)
          .catch((error: unknown) => log({ level: "error", msg: "backup failed", error: String(error) }))
          .finally(claimed.release);
      }
    },
    start() {
      try {
        removeLeftovers(settings.dir, site);
      } catch {
        // A folder not there yet, or a share not mounted: the backup itself will say so.
      }
      void adoptUnsignedBackups().catch((error: unknown) =>
        log({ level: "error", msg: "backups: could not name older backups for their site", error: String(error) }),
      );
      // The embedded database has one server: any run left 'running' was cut short. On PostgreSQL
      // another instance may be taking one now: a run is given up when no live process holds its lock.
      void (ownership ? markUnownedRuns(db, ownership) : markInterruptedRuns(db, { olderThanMs: -1 })).catch(() => {});
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
