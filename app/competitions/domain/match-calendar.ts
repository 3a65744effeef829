/**
 * iCalendar feed of a competition's fixtures (RFC 5545). A match's date is free text;
 * only a text that names a real day with its year becomes an event: a date that would have
 * to be guessed is left out.
 */
type CalendarDay = { year: number; month: number; day: number };
type CalendarTime = { hour: number; minute: number };

const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

function realDay(year: number, month: number, day: number): CalendarDay | null {
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 ? { year, month, day } : null;
}

/** '13/01/2025', '2025-01-13', 'Lunes, 13 de enero de 2025 (pista 1)'; null for anything else. */
export function parseMatchDay(text: string): CalendarDay | null {
  const normalised = text.toLowerCase().normalize("NFC");
  let match = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(normalised);
  if (match) return realDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/.exec(normalised);
  if (match) return realDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /\b(\d{1,2})\s+de\s+([a-zé]+)(?:\s+de)?\s+(\d{4})\b/.exec(normalised);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.replace("setiembre", "septiembre")) + 1;
    return month > 0 ? realDay(Number(match[3]), month, Number(match[1])) : null;
  }
  return null;
}

/** The day a text names, as an ISO date ('2025-01-13'), or null (how older free-text dates are read). */
export function isoMatchDay(text: string): string | null {
  const day = parseMatchDay(text);
  return day ? `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}` : null;
}

/** '11:15', '11.15 h', '9:05'; null when there is no time of day in the text. */
export function parseMatchTime(text: string): CalendarTime | null {
  const match = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

export type CalendarMatch = {
  /**
   * The event's own name, the same for the match's whole life and whatever address the site is
   * reached by (`partido-12`; a knockout tie by its code, so the event planned before its teams were
   * known is the one updated with them): a subscribed calendar updates it, never doubles it.
   */
  uid: string;
  team1: string;
  team2: string;
  date: string;
  time: string | null;
  location: string | null;
  /** Its group («Grupo A»), when the competition has several. */
  group: string | null;
  /** Its knockout round («Semifinal 1»): it heads the event's title. */
  round: string | null;
  /** «2-1», or «1-1 (4-3 pen.)». */
  score: string | null;
};

/** A played match's score as the calendar writes it: what decided a draw (in the sport's words) after it. */
export function calendarScore(team1: number, team2: number, decided: string | null): string {
  return decided ? `${team1}-${team2} ${decided}` : `${team1}-${team2}`;
}

/** Break-time matches last the break: 30 minutes. */
const MATCH_DURATION_MINUTES = 30;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * Text values escape backslash, semicolon, comma and every line break (RFC 5545 §3.3.11): CRLF, LF
 * and a lone CR alike, since some calendars read a CR as the end of a line. Any other
 * control character is dropped: none may stand in a content line.
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001F\u007F]/g, "")
  );
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

// Europe/Madrid rules since 1996 (EU summer time): enough for any fixture of this site.
const MADRID_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Madrid",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export function buildMatchCalendar({
  name,
  siteId,
  matches,
  now,
}: {
  name: string;
  /** Makes each event's UID unique worldwide: this installation's own id, not the address it was reached by. */
  siteId: string;
  matches: CalendarMatch[];
  now: Date;
}): { ics: string; included: number; omitted: number } {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Departamento de Educación Física//Campeonatos//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  lines.push(`X-WR-CALNAME:${escapeText(name)}`, "X-WR-TIMEZONE:Europe/Madrid", ...MADRID_TIMEZONE);
  let included = 0;
  for (const match of matches) {
    const day = parseMatchDay(match.date);
    if (!day) continue;
    included += 1;
    const time = parseMatchTime(match.time ?? "") ?? parseMatchTime(match.date);
    const date = `${day.year}${pad(day.month)}${pad(day.day)}`;
    lines.push("BEGIN:VEVENT", `UID:${match.uid}@${siteId}`, `DTSTAMP:${utcStamp(now)}`);
    if (time) {
      const end = time.hour * 60 + time.minute + MATCH_DURATION_MINUTES;
      lines.push(
        `DTSTART;TZID=Europe/Madrid:${date}T${pad(time.hour)}${pad(time.minute)}00`,
        `DTEND;TZID=Europe/Madrid:${date}T${pad(Math.floor(end / 60))}${pad(end % 60)}00`,
      );
    } else {
      // No time of day: an all-day event on that day (DTEND is exclusive).
      const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
      lines.push(
        `DTSTART;VALUE=DATE:${date}`,
        `DTEND;VALUE=DATE:${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`,
      );
    }
    const summary = match.score ? `${match.team1} ${match.score} ${match.team2}` : `${match.team1} - ${match.team2}`;
    lines.push(`SUMMARY:${escapeText(`${match.round ? `${match.round}: ` : ""}${summary} (${name})`)}`);
    const details = [match.round ?? match.group, match.date].filter(Boolean).join(" · ");
    lines.push(`DESCRIPTION:${escapeText(details)}`);
    if (match.location) lines.push(`LOCATION:${escapeText(match.location)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return { ics: `${lines.map(fold).join("\r\n")}\r\n`, included, omitted: matches.length - included };
}
