/**
 * The school year's two long breaks, as Spain's school calendars lay them out: Christmas from
 * 23 December to 6 January, and Semana Santa from Lunes Santo to Viernes Santo (to Lunes de Pascua
 * where the region keeps it), Easter's date from the computus. Each region publishes its own
 * calendar every spring and may start a day earlier or end a day later: the panel says so, and the
 * teacher corrects the list (docs/decisions/043-a-new-schools-site.md).
 */
import { addDays } from "~/platform/domain/calendar-days";
import { easterSunday, type Holiday } from "~/platform/domain/national-holidays";
import { regionalHolidaysBetween } from "~/platform/domain/regional-holidays";
import type { RegionCode } from "~/platform/domain/regions";

/** Where the breaks come from, as the panel says it. */
export const SCHOOL_BREAKS_SOURCE =
  "la pauta general de los calendarios escolares (Navidad del 23 de diciembre al 6 de enero; Semana Santa de lunes a viernes santo)";

const CHRISTMAS = "Vacaciones de Navidad";
const EASTER = "Vacaciones de Semana Santa";

/** Every day from `from` to `to`, both included, named `name`: a break is one period in the list, its weekend too. */
function daysOf(from: string, to: string, name: string): Holiday[] {
  const days: Holiday[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, name });
  return days;
}

/**
 * The days of a region's Christmas and Semana Santa breaks from `first` to `last` ('YYYY-MM-DD', a
 * school year's), in date order.
 */
export function schoolBreaksBetween(region: RegionCode, first: string, last: string): Holiday[] {
  const days: Holiday[] = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    days.push(...daysOf(`${year}-12-23`, `${year + 1}-01-06`, CHRISTMAS));
    const easter = easterSunday(year);
    const easterMonday = addDays(easter, 1);
    const keepsEasterMonday = regionalHolidaysBetween(region, easterMonday, easterMonday).length > 0;
    days.push(...daysOf(addDays(easter, -6), keepsEasterMonday ? easterMonday : addDays(easter, -2), EASTER));
  }
  return days
    .filter(({ day }) => day >= first && day <= last)
    .sort((a, b) => a.day.localeCompare(b.day))
    .filter((holiday, i, all) => i === 0 || all[i - 1]!.day !== holiday.day);
}

/**
 * Every day a region's school has no classes from `first` to `last` besides Spain's national
 * holidays: its own holidays and its breaks (a holiday inside a break is part of the break: one
 * period, one name), in date order.
 */
export function regionalDaysOffBetween(region: RegionCode, first: string, last: string): Holiday[] {
  const breaks = schoolBreaksBetween(region, first, last);
  const inBreak = new Set(breaks.map((b) => b.day));
  return [...regionalHolidaysBetween(region, first, last).filter((h) => !inBreak.has(h.day)), ...breaks].sort((a, b) =>
    a.day.localeCompare(b.day),
  );
}
