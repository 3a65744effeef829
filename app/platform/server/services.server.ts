/**
 * The services the server starts and plugs into every request's context (backups, mail): what a route
 * may ask of them. Their work is done in their capabilities (app/backups/, app/mail/); the contracts
 * stand here, under both, so that the request context names no capability.
 */
import type { backupRuns } from "../../../db/schema";
import type { Database } from "./db.server";
import type { MailMessage, StaffNoticeKind } from "~/platform/domain/staff-notices";

export type BackupSettings = {
  dir: string;
  uploadsDir: string;
  /** "03:00" (Madrid), or "off": no scheduled backups. */
  hour: string;
  keepDaily: number;
  keepWeekly: number;
  /** Tests only: the first scheduled backup this many seconds after start. */
  soonSeconds?: number;
};

export type BackupService = {
  settings: BackupSettings;
  /** Why backups cannot be taken here (PostgreSQL without pg_dump), or null. */
  unavailable(): Promise<string | null>;
  /** Whether one is being taken now (`through`: the caller's transaction, on the embedded database's one connection). */
  busy(through?: Database): Promise<boolean>;
  /**
   * This site's backups in the folder, newest first, each with the run that wrote it (null: made by
   * `npm run db:backup`); `othersInFolder`: files there whose name carries no site, left alone.
   */
  list(): Promise<{
    files: { name: string; takenAt: Date; bytes: number; run: typeof backupRuns.$inferSelect | null }[];
    othersInFolder: number;
  }>;
  /** How many of this site's backups there are and when retention will have removed the last of them. */
  heldUntil(now?: Date): Promise<{ count: number; lastGoneAt: Date | null }>;
  /** Where one of this site's backups is, by its name; null for any other name. */
  fileToServe(name: string): Promise<{ path: string; bytes: number } | null>;
  /** Takes one backup, start to end: the disk checked, the file written and checked, the old ones pruned, the run recorded. */
  takeBackup(
    run: { trigger: "scheduled"; scheduledFor: Date } | { trigger: "manual"; requestedBy: string },
  ): Promise<void>;
  /** «Hacer una copia ahora»: the run is recorded as running before this returns; the copy goes on in the background. */
  startManualBackup(requestedBy: string): Promise<void>;
  start(): void;
  stop(): void;
};

/**
 * The server's email: queues notices and sends the outbox. It looks for due email every
 * 30 seconds (retries, digests) and right after something is queued; on several instances each
 * email is claimed by one.
 */
export type MailService = {
  /** Something arrived that staff may want to hear of (a public form's write, after it committed). */
  notify: (kind: StaffNoticeKind) => void;
  /** An email to send now (a password reset), through the outbox. */
  send: (kind: string, message: MailMessage) => Promise<void>;
  start: () => void;
  stop: () => void;
};

/**
 * Notices to phones: fans the recorded events out to their followers and sends them
 * through the push services, with retries; tells followed teams of tomorrow's matches at the set hour.
 */
export type PushService = {
  /** Something was written: look for new events now rather than at the next tick. */
  wake: () => void;
  start: () => void;
  stop: () => void;
};
