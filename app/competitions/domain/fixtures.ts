import { addDays, isWeekday } from "~/platform/domain/calendar-days";
import { nationalHolidayOn } from "~/platform/domain/national-holidays";
import { isPlannableDay } from "./match-days";

/**
 * Fixture generation for a group: every pair of teams once (or twice, home and away),
 * laid out on school days at the break, with a number of pitches or courts in parallel and no
 * team playing twice on one day. Dates are ISO calendar dates (`2026-01-12`): what the teacher
 * sees is a school day, not an instant, so no time zone is involved until the feed.
 */

export type Pairing<T> = { round: number; home: T; away: T };

export type ScheduledMatch<T> = Pairing<T> & { date: string; time: string; court: number };

export type ScheduleOptions = {
  /** The first day a match may be played (ISO date). */
  start: string;
  /** The time of every match, "HH:MM" (the break: 11:15 by default). */
  time?: string;
  /** Matches that can be played at the same time (pitches, courts). */
  courts?: number;
  /** Days without school (regional holidays, exam weeks), ISO dates. Weekends and national holidays are skipped anyway. */
  nonSchoolDays?: Iterable<string>;
  /**
   * Courts already taken at that time, by day (ISO date → how many): the competition's other
   * groups, so two groups generated one after the other share the courts instead of both using them.
   */
  takenCourts?: ReadonlyMap<string, number>;
  /** Where to stop looking for days (a schedule that does not fit is an error, not a partial one). */
  maxDays?: number;
};

export const DEFAULT_MATCH_TIME = "11:15";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Rounds of a round robin by the circle method: with n teams (one more, a rest, when n is odd),
 * n − 1 rounds in which every team plays at most once; every pair meets exactly once. Home and
 * away alternate so that no team is always first. `homeAndAway` adds the return leg, the same
 * rounds again with the sides swapped.
 */
/** The most teams a group's round robin is made for (780 matches). */
export const MAX_GROUP_TEAMS = 40;

export function roundRobin<T>(
  teams: readonly T[],
  { homeAndAway = false }: { homeAndAway?: boolean } = {},
): Pairing<T>[][] {
  // Checked before any pairing is made: 5,000 teams were 25 million pairings before a refusal.
  if (teams.length > MAX_GROUP_TEAMS)
    throw new ScheduleError(
      `Un grupo admite como mucho ${MAX_GROUP_TEAMS} equipos para generar su calendario; este tiene ${teams.length}.`,
    );
  if (teams.length < 2) return [];
  const REST = Symbol("rest");
  const slots: (T | typeof REST)[] = teams.length % 2 === 0 ? [...teams] : [...teams, REST];
  const n = slots.length;
  const rounds: Pairing<T>[][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: Pairing<T>[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = slots[i]!;
      const b = slots[n - 1 - i]!;
      if (a === REST || b === REST) continue;
      // The fixed team alternates sides by round; each turning team is at home in the first half
      // of the circle: so every team is at home as often as away (one more, with an even count).
      const swap = i === 0 && round % 2 === 1;
      pairs.push({ round: round + 1, home: swap ? b : a, away: swap ? a : b });
    }
    rounds.push(pairs);
    // Keep the first team fixed; turn the others one place.
    slots.splice(1, 0, slots.pop()!);
  }
  if (!homeAndAway) return rounds;
  return [
    ...rounds,
    ...rounds.map((pairs) => pairs.map((p) => ({ round: p.round + rounds.length, home: p.away, away: p.home }))),
  ];
}

/** Monday to Friday, not a national holiday and not a day the school is closed. */
export function isSchoolDay(date: string, nonSchoolDays: ReadonlySet<string>): boolean {
  return isWeekday(date) && !nonSchoolDays.has(date) && nationalHolidayOn(date) === null;
}

export class ScheduleError extends Error {
  override name = "ScheduleError";
}

/**
 * Lays the rounds out on school days from `start`, in round order: each match goes on the first
 * school day, not before its round's first day, with a free court and neither team already
 * playing that day. Returns the matches in date and court order.
 */
export function scheduleRounds<T>(rounds: Pairing<T>[][], options: ScheduleOptions): ScheduledMatch<T>[] {
  const { start, time = DEFAULT_MATCH_TIME, courts = 1, maxDays = 400 } = options;
  if (!ISO_DATE.test(start) || Number.isNaN(Date.parse(start)))
    throw new ScheduleError("La fecha de inicio no es válida.");
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new ScheduleError("La hora no es válida.");
  if (!Number.isInteger(courts) || courts < 1) throw new ScheduleError("Tiene que haber al menos una pista.");
  const closed = new Set(options.nonSchoolDays ?? []);

  // The school days, found as they are needed.
  const days: string[] = [];
  let cursor = start;
  const schoolDay = (index: number): string => {
    while (days.length <= index) {
      if (days.length >= maxDays) throw new ScheduleError("No hay días lectivos suficientes para todos los partidos.");
      while (!isSchoolDay(cursor, closed)) cursor = addDays(cursor, 1);
      days.push(cursor);
      cursor = addDays(cursor, 1);
    }
    return days[index]!;
  };

  // Courts in use each day: those taken already, then ours (numbered after them).
  const usedCourts: number[] = [];
  const taken = (day: number) => Math.min(courts, options.takenCourts?.get(days[day]!) ?? 0);
  const playing: Set<T>[] = [];
  const scheduled: (ScheduledMatch<T> & { day: number })[] = [];
  let roundStart = 0;
  for (const round of rounds) {
    let firstDayOfRound = Number.POSITIVE_INFINITY;
    for (const pairing of round) {
      let day = roundStart;
      for (;;) {
        schoolDay(day);
        const busy = (playing[day] ??= new Set());
        if ((usedCourts[day] ?? taken(day)) < courts && !busy.has(pairing.home) && !busy.has(pairing.away)) break;
        day++;
      }
      usedCourts[day] = (usedCourts[day] ?? taken(day)) + 1;
      playing[day]!.add(pairing.home).add(pairing.away);
      firstDayOfRound = Math.min(firstDayOfRound, day);
      scheduled.push({ ...pairing, date: days[day]!, time, court: usedCourts[day]!, day });
    }
    if (round.length > 0) roundStart = Math.max(roundStart, firstDayOfRound);
  }
  return scheduled.sort((a, b) => a.day - b.day || a.court - b.court).map(({ day: _day, ...match }) => match);
}

/** A court as the fixtures name it when a day has more than one: «Pista 2». */
export const courtName = (court: number) => `Pista ${court}`;

/**
 * How many courts a competition's fixtures use: the highest «Pista N» of its matches, 1 when they
 * name none (one court: no location written). The knockout draw offers the same.
 */
export function courtsInUse(locations: readonly (string | null)[]): number {
  return Math.max(1, ...locations.map((location) => Number(/^Pista (\d+)$/.exec(location ?? "")?.[1] ?? 1)));
}

const spanishDay = new Intl.DateTimeFormat("es-ES", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "Lunes, 13 de enero de 2025": how a match day is written on the site (and read by the calendar feed). */
export function spanishMatchDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const text = spanishDay.format(new Date(Date.UTC(y, m - 1, d)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A day without school and what it is ("Inmaculada", "exámenes"), as the teacher keeps it. */
export type ClosedDay = { day: string; note: string | null };

/** The longest period one line may name (a summer's holidays fit; a typo of a year does not). */
export const MAX_PERIOD_DAYS = 120;

const ISO_AT_START = /^(\d{4})-(\d{2})-(\d{2})\b/;
const SPANISH_AT_START = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\b/;

/** A real, plannable day at the start of `text` ('2026-12-08' or '08/12/2026'), its ISO form and its length. */
function dayAtStart(text: string): { day: string; length: number } | null {
  const iso = ISO_AT_START.exec(text);
  const spanish = SPANISH_AT_START.exec(text);
  const found = iso ?? spanish;
  if (!found) return null;
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(spanish![3]), Number(spanish![2]), Number(spanish![1])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  const day = probe.toISOString().slice(0, 10);
  return isPlannableDay(day) ? { day, length: found[0].length } : null;
}

/**
 * The closed days the teacher lists, one a line: a day ("2026-12-08" or "08/12/2026") or a period
 * ("23/12/2026-07/01/2027"), and a note after it if wanted ("08/12/2026 Inmaculada", "23/12/2026 -
 * 07/01/2027 Navidad"). Returns them in date order without repeats (a period as each of its days),
 * or the first line that is not a real day or period.
 */
export function parseDayList(text: string): { days: ClosedDay[] } | { badLine: string } {
  const byDay = new Map<string, string | null>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const from = dayAtStart(line);
    if (!from) return { badLine: line };
    let rest = line.slice(from.length);
    let until = from.day;
    const dash = /^\s*[-–]\s*/.exec(rest);
    if (dash) {
      const to = dayAtStart(rest.slice(dash[0].length));
      if (!to || to.day < from.day || daysBetween(from.day, to.day) >= MAX_PERIOD_DAYS) return { badLine: line };
      until = to.day;
      rest = rest.slice(dash[0].length + to.length);
    }
    const note = rest.trim().slice(0, 80) || null;
    for (let day = from.day; day <= until; day = addDays(day, 1)) byDay.set(day, note);
  }
  return { days: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, note]) => ({ day, note })) };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const typedDay = (day: string) => {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
};

/** Consecutive days with one note, as periods: what the teacher typed as «23/12/2026-07/01/2027 Navidad». */
export function periodsOf(days: readonly ClosedDay[]): { from: string; to: string; note: string | null }[] {
  const periods: { from: string; to: string; note: string | null }[] = [];
  for (const { day, note } of days) {
    const last = periods.at(-1);
    if (last && last.note === note && addDays(last.to, 1) === day) last.to = day;
    else periods.push({ from: day, to: day, note });
  }
  return periods;
}

/** The list as the teacher edits it: "08/12/2026 Inmaculada", one a line; consecutive days with one note as a period. */
export function formatDayList(days: readonly ClosedDay[]): string {
  return periodsOf(days)
    .map(
      ({ from, to, note }) =>
        `${from === to ? typedDay(from) : `${typedDay(from)}-${typedDay(to)}`}${note ? ` ${note}` : ""}`,
    )
    .join("\n");
}
