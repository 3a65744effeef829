/** Dates and times as the school reads them: Europe/Madrid, in Spanish (the server may run in UTC). */
const SCHOOL_TIME_ZONE = "Europe/Madrid";

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: SCHOOL_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function madridParts(date: Date) {
  const parts = Object.fromEntries(partsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: +parts.year!,
    month: +parts.month!,
    day: +parts.day!,
    hour: +parts.hour!,
    minute: +parts.minute!,
    second: +parts.second!,
  };
}

/** Minutes Madrid is ahead of UTC at that instant (60 in winter, 120 in summer). */
function offsetMinutes(date: Date): number {
  const p = madridParts(date);
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - date.getTime()) / 60_000);
}

/** '2026-12-01T14:30' (a datetime-local field, read as Madrid time) → the instant; null if malformed. */
export function madridLocalToDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const probe = new Date(asUtc);
  if (probe.getUTCDate() !== day) return null; // 31/02
  const first = new Date(asUtc - offsetMinutes(probe) * 60_000);
  // Near a clock change the offset at the result may differ from the guess: correct once.
  return new Date(asUtc - offsetMinutes(first) * 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant as a datetime-local value in Madrid time. */
export function dateToMadridLocal(date: Date): string {
  const p = madridParts(date);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const spanishDateTime = new Intl.DateTimeFormat("es-ES", {
  timeZone: SCHOOL_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

/** '1 de diciembre de 2026 a las 14:30' */
export function formatMadridDateTime(value: Date | string): string {
  return spanishDateTime.format(typeof value === "string" ? new Date(value) : value);
}

const spanishDate = new Intl.DateTimeFormat("es-ES", { timeZone: SCHOOL_TIME_ZONE, dateStyle: "long" });

/** '1 de diciembre de 2026' (the day in Madrid). */
export function formatMadridDate(value: Date | string): string {
  return spanishDate.format(typeof value === "string" ? new Date(value) : value);
}

/** The school day of an instant in Madrid: '2027-01-25'. */
export const madridDayOf = (date: Date): string => dateToMadridLocal(date).slice(0, 10);

/** The instant the school day of `date` ends in Madrid (its next midnight, summer time or not). */
export function madridDayEnd(date: Date): Date {
  const [year, month, day] = madridDayOf(date).split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return madridLocalToDate(`${next.toISOString().slice(0, 10)}T00:00`)!;
}
