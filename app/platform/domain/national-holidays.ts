/**
 * Spain's national holidays (a fixture was generated on 8 December): the days every region
 * keeps, from the yearly resolution of the Dirección General de Trabajo published in the BOE
 * («fiestas laborales de ámbito nacional»). No school has classes on them, so fixtures never fall on
 * one, whatever the teacher's list of days without school says. The regions' own days (Jueves Santo,
 * a holiday moved from a Sunday, the region's day) are the teacher's list.
 */
import { addDays } from "./calendar-days";

export type Holiday = { day: string; name: string };

const FIXED: readonly (readonly [string, string])[] = [
  ["01-01", "Año Nuevo"],
  ["01-06", "Epifanía del Señor"],
  ["05-01", "Fiesta del Trabajo"],
  ["08-15", "Asunción de la Virgen"],
  ["10-12", "Fiesta Nacional de España"],
  ["11-01", "Todos los Santos"],
  ["12-06", "Día de la Constitución Española"],
  ["12-08", "Inmaculada Concepción"],
  ["12-25", "Natividad del Señor"],
];

/** Easter Sunday of a year (Gregorian calendar, the anonymous algorithm of 1876), 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const byYear = new Map<number, Holiday[]>();

/** The national holidays of a calendar year, in date order. */
export function nationalHolidays(year: number): Holiday[] {
  let found = byYear.get(year);
  if (!found) {
    found = [
      ...FIXED.map(([monthDay, name]) => ({ day: `${year}-${monthDay}`, name })),
      { day: addDays(easterSunday(year), -2), name: "Viernes Santo" },
    ].sort((a, b) => a.day.localeCompare(b.day));
    byYear.set(year, found);
  }
  return found;
}

/** The national holiday on a day ('2026-12-08' → «Inmaculada Concepción»), or null. */
export function nationalHolidayOn(day: string): string | null {
  return nationalHolidays(Number(day.slice(0, 4))).find((holiday) => holiday.day === day)?.name ?? null;
}

/** The national holidays from `first` to `last` ('YYYY-MM-DD', both included): a school year's. */
export function nationalHolidaysBetween(first: string, last: string): Holiday[] {
  const years = Array.from(
    { length: Number(last.slice(0, 4)) - Number(first.slice(0, 4)) + 1 },
    (_, i) => Number(first.slice(0, 4)) + i,
  );
  return years.flatMap(nationalHolidays).filter((holiday) => holiday.day >= first && holiday.day <= last);
}
