import { asc, eq, sql } from "drizzle-orm";
import { nonSchoolDays, siteSettings } from "../../../db/schema";
import type { ClosedDay } from "~/competitions/domain/fixtures";
import { regionalDaysOffBetween } from "~/competitions/domain/school-breaks";
import { isRegionCode, type RegionCode } from "~/platform/domain/regions";
import type { Database } from "~/platform/server/db.server";
import { saveSetting } from "~/platform/server/site-settings.server";

/**
 * The school's calendar (/admin/calendario): the days without classes the teacher keeps,
 * which every generation of fixtures and the knockout's days skip, and the school's region, whose
 * holidays join them. Every write holds one lock, so two saves at once (two tabs, a double tap) are
 * applied one after the other.
 */
const lockCalendar = (db: Database) => db.execute(sql`select pg_advisory_xact_lock(hashtext('school-calendar'))`);

/** The days without classes, replaced whole (the last of two saves wins whole). Returns how many there are. */
export async function saveNonSchoolDays(db: Database, days: readonly ClosedDay[]): Promise<number> {
  await lockCalendar(db);
  await db.delete(nonSchoolDays);
  if (days.length > 0) await db.insert(nonSchoolDays).values([...days]);
  return days.length;
}

/** The days without school the teacher keeps, in date order. */
export async function listNonSchoolDays(db: Database): Promise<ClosedDay[]> {
  return db
    .select({ day: nonSchoolDays.day, note: nonSchoolDays.note })
    .from(nonSchoolDays)
    .orderBy(asc(nonSchoolDays.day));
}

/** The school's region, or null until the teacher chooses one. */
export async function getHolidayRegion(db: Database): Promise<RegionCode | null> {
  const [row] = await db
    .select({ region: siteSettings.holidayRegion })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.region && isRegionCode(row.region) ? row.region : null;
}

/**
 * The region's holidays and its Christmas and Semana Santa breaks from `first` to `last` added to
 * the days without classes. A day the list has already stays as the teacher wrote it. Returns how
 * many days were added.
 */
export async function addRegionalHolidays(
  db: Database,
  region: RegionCode,
  year: { first: string; last: string },
): Promise<number> {
  const holidays = regionalDaysOffBetween(region, year.first, year.last);
  if (holidays.length === 0) return 0;
  await lockCalendar(db);
  const added = await db
    .insert(nonSchoolDays)
    .values(holidays.map(({ day, name }) => ({ day, note: name })))
    .onConflictDoNothing()
    .returning({ day: nonSchoolDays.day });
  return added.length;
}

/** The school's region chosen (once: the next years' days follow it when the year is closed) and its holidays of the open year added. */
export async function chooseHolidayRegion(
  db: Database,
  region: RegionCode,
  year: { first: string; last: string },
): Promise<number> {
  await saveSetting(db, "holidayRegion", region);
  return addRegionalHolidays(db, region, year);
}
