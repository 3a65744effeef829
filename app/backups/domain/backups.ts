import { dateToMadridLocal, madridLocalToDate } from "~/platform/domain/madrid-time";

/**
 * The site's own backups: one file per backup in BACKUP_DIR, named by the site it belongs
 * to and the instant it was taken (UTC), kept 14 daily and 8 weekly by default. Pure rules: names,
 * the next scheduled time in Madrid, what retention keeps.
 *
 * Two sites may back up to one folder (a shared mount, or data folders side by side with the default
 * `../backups`): the site's identity in every name keeps each site to its own files
 * (docs/decisions/041-backups-carry-their-site.md).
 */
export const BACKUP_EXTENSION = ".tar";
const NAME = /^(ef-[a-z0-9]{1,16})-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar$/;
/** A release before names carried their site wrote `ef-YYYYMMDD-HHMMSS.tar`: whose it is, the name cannot say. */
const UNSIGNED_NAME = /^()ef-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar$/;
const SITE = /^ef-[a-z0-9]{1,16}$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** `ef-mhx3k2a1-20261125-020000.tar` for site `ef-mhx3k2a1` at 2026-11-25T02:00:00Z. */
export function backupFileName(site: string, at: Date): string {
  if (!SITE.test(site)) throw new Error(`not a site identity: ${site}`);
  return `${site}-${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}${BACKUP_EXTENSION}`;
}

/**
 * A backup file's site and when it was taken, from its name; `site` is null for a name written
 * before names carried their site. Null for any other file.
 */
export function parseBackupFileName(fileName: string): { site: string | null; takenAt: Date } | null {
  const match = NAME.exec(fileName) ?? UNSIGNED_NAME.exec(fileName);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(2).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || date.getUTCHours() !== h) return null;
  return { site: match[1] || null, takenAt: date };
}

/** Names this site's own temporary files start with (a run clears only its site's leftovers). */
export const stagingPrefix = (site: string) => `.${site}-preparando-`;
export const partialName = (fileName: string) => `.${fileName}.parcial`;

/** The next time the clock in Madrid reads `hour` ("03:00"), strictly after `now`. */
export function nextBackupTime(now: Date, hour: string): Date {
  const today = dateToMadridLocal(now).slice(0, 10);
  for (let days = 0; days < 3; days++) {
    const day = new Date(`${today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    const candidate = madridLocalToDate(`${day.toISOString().slice(0, 10)}T${hour}`);
    if (candidate && candidate.getTime() > now.getTime()) return candidate;
  }
  // A time that does not exist in Madrid on those days (02:30 when clocks go forward): an hour later.
  return new Date(now.getTime() + 3_600_000);
}

/** The Madrid day (YYYY-MM-DD) and ISO week (YYYY-Www) of an instant. */
function madridDay(at: Date): string {
  return dateToMadridLocal(at).slice(0, 10);
}
function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const firstThursday = new Date(Date.UTC(date.getUTCFullYear(), 0, 4));
  const week =
    1 +
    Math.round(
      (date.getTime() - firstThursday.getTime()) / 604_800_000 - ((firstThursday.getUTCDay() + 6) % 7) / 7 + 3 / 7,
    );
  return `${date.getUTCFullYear()}-W${pad(week)}`;
}

/**
 * Which backups retention keeps: every one of the last 24 hours (a copy asked for before a big change
 * is not replaced by the next one that day), the newest of each of the `daily` most recent days that
 * have one, and, among the older ones, the newest of each of the `weekly` most recent weeks.
 * Everything else may go (only once a new backup is complete: the caller's rule).
 */
export function backupsToKeep(
  takenAt: readonly Date[],
  { daily, weekly }: { daily: number; weekly: number },
): Set<number> {
  const newestFirst = [...takenAt].sort((a, b) => b.getTime() - a.getTime());
  const keep = new Set<number>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  const recent = (newestFirst[0]?.getTime() ?? 0) - 86_400_000;
  for (const at of newestFirst) {
    if (at.getTime() > recent) keep.add(at.getTime());
    const day = madridDay(at);
    if (days.size < daily || days.has(day)) {
      if (!days.has(day)) {
        days.add(day);
        keep.add(at.getTime());
      }
      continue;
    }
    const week = isoWeek(day);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(at.getTime());
    }
  }
  return keep;
}

/**
 * When each backup will be gone, if a backup is taken every night from `now` on: the
 * first night after which retention no longer keeps it. What an erasure tells the teacher: a backup
 * keeps the data as it was, so an erased name stays in the earlier ones until then. Null for one the
 * retention would keep beyond the horizon (a year), which with the defaults never happens.
 */
export function backupExpiries(
  takenAt: readonly Date[],
  keep: { daily: number; weekly: number },
  now: Date,
): Map<number, Date | null> {
  const expiries = new Map<number, Date | null>(takenAt.map((at) => [at.getTime(), null]));
  const all = [...takenAt];
  for (let night = 1; night <= 366 && [...expiries.values()].includes(null); night++) {
    const at = new Date(now.getTime() + night * 86_400_000);
    all.push(at);
    const kept = backupsToKeep(all, keep);
    for (const [time, expiry] of expiries) if (expiry === null && !kept.has(time)) expiries.set(time, at);
  }
  return expiries;
}
