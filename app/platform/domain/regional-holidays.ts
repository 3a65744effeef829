/**
 * The region's own holidays (item 4): the days its autonomous community keeps besides
 * Spain's national ones, shipped as data (regional-holidays-data.ts, with its source) for the
 * years it covers. The teacher chooses the region once; its days join the school's list of days
 * without classes, where they can be changed like any other.
 */
import type { Holiday } from "./national-holidays";
import { REGIONAL_HOLIDAYS, REGIONAL_HOLIDAYS_COVER } from "./regional-holidays-data";
import type { RegionCode } from "./regions";

export { REGIONAL_HOLIDAYS_SOURCE } from "./regional-holidays-data";

/** Whether the shipped lists hold every day from `first` to `last` ('YYYY-MM-DD'): a school year's. */
export const regionalHolidaysCover = (first: string, last: string) =>
  first >= REGIONAL_HOLIDAYS_COVER.first && last <= REGIONAL_HOLIDAYS_COVER.last;

/** A region's weekday holidays from `first` to `last`, both included, in date order (none outside the lists' years). */
export function regionalHolidaysBetween(region: RegionCode, first: string, last: string): Holiday[] {
  return REGIONAL_HOLIDAYS[region].filter(([day]) => day >= first && day <= last).map(([day, name]) => ({ day, name }));
}
