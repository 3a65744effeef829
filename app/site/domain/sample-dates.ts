/**
 * The sample school's dates, moved to the day the site first starts: its content is written for
 * one school year (its tournament in January, its news around it), and someone trying the product
 * later should see a live year, not a dead one. Everything moves by whole weeks, so a Monday's
 * match is still on a Monday; the words the sample quotes (its titles, its year labels) stay as
 * written (docs/decisions/043-a-new-schools-site.md).
 */

import { addDays, isWeekday } from "~/platform/domain/calendar-days";

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * The whole weeks that bring a group of dated things to `today`: its latest day to today or just
 * before it (`latest`: news, posts, already happened), or its first day to today or just after
 * (`first`: matches still to play). Never backwards: a site started before the sample's year keeps it.
 */
export function weeksToToday(day: string, today: string, land: "on-or-before" | "on-or-after"): number {
  const gap = dayNumber(today) - dayNumber(day);
  const weeks = land === "on-or-before" ? Math.floor(gap / 7) : Math.ceil(gap / 7);
  return Math.max(0, weeks) * 7;
}

/** The first weekday on or after `day`. */
export function weekdayOnOrAfter(day: string): string {
  let found = day;
  while (!isWeekday(found)) found = addDays(found, 1);
  return found;
}

/** The weekday `count` weekdays before `day` (a weekday). */
export function weekdaysBefore(day: string, count: number): string {
  let found = day;
  for (let left = count; left > 0;) {
    found = addDays(found, -1);
    if (isWeekday(found)) left -= 1;
  }
  return found;
}
