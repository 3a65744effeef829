/**
 * The school year as the calendar says: it starts on 1 September and ends on 31 August,
 * so '2026-2027' is the year of every day from 2026-09-01 to 2027-08-31. Days are the school's
 * (Madrid) days, 'YYYY-MM-DD'.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;

/** Whether `id` names a school year: two consecutive years, '2025-2026'. */
export function isSchoolYearId(id: string): boolean {
  const match = SCHOOL_YEAR_PATTERN.exec(id);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** The year after: '2025-2026' → '2026-2027'. */
export function nextSchoolYear(id: string): string {
  const match = SCHOOL_YEAR_PATTERN.exec(id);
  if (!match || !isSchoolYearId(id)) throw new Error(`«${id}» no es un curso.`);
  return `${Number(match[1]) + 1}-${Number(match[2]) + 1}`;
}

/** The school year a day belongs to: '2026-11-28' → '2026-2027'; '2027-07-01' → '2026-2027'. */
export function schoolYearOn(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new Error(`«${day}» no es un día (AAAA-MM-DD).`);
  const year = Number(match[1]);
  const startsIn = Number(match[2]) >= 9 ? year : year - 1;
  return `${startsIn}-${startsIn + 1}`;
}

const yearsOf = (id: string) => id.split("-").map(Number) as [number, number];

/** The first and the last day of a school year: '2025-2026' → 2025-09-01 and 2026-08-31. */
export function schoolYearDays(id: string): { first: string; last: string } {
  const [start, end] = yearsOf(id);
  return { first: `${start}-09-01`, last: `${end}-08-31` };
}

/** The later of two school years ('2026-2027' is later than '2025-2026'). */
export const laterSchoolYear = (a: string, b: string) => (yearsOf(a)[0] >= yearsOf(b)[0] ? a : b);

/**
 * What the panel says of the open year on `today`: nothing while it runs; from 1 July of
 * its last year, that it is ending and is to be closed before September; once it has ended, that
 * the calendar is in another year (the one closing it opens).
 */
export type CloseReminder = { kind: "ending"; last: string } | { kind: "ended"; last: string; calendarYear: string };

export function closeReminder(openYear: string, today: string): CloseReminder | null {
  const { last } = schoolYearDays(openYear);
  if (today > last) return { kind: "ended", last, calendarYear: schoolYearOn(today) };
  if (today >= `${last.slice(0, 4)}-07-01`) return { kind: "ending", last };
  return null;
}

/** Whether something dated `day` ('YYYY-MM-DD', or an instant's Madrid day) may be filed in a year: not after its end. */
export const belongsBy = (day: string, year: string) => day <= schoolYearDays(year).last;

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV"];

/**
 * A year's words as the new school year would write them: every school year they name, in any form
 * (its two years with a slash or a dash, in full or in short), becomes the new one (an older one too:
 * a label left behind a year moves on with the rest); a year alone becomes the new year's first when
 * it is the closing year's first, else its last when it is a recent one (an edition's year is the
 * spring's, even a year or two behind); and an edition's Roman numeral at the start («IV Copa»)
 * counts one more. Words that name no year stay as they are.
 */
export function moveYearWords(text: string, from: string, to: string): string {
  const [a, b] = yearsOf(from);
  const [c, d] = yearsOf(to);
  const short = (n: number) => String(n).slice(2);
  const full = (first: string) => (first.length === 2 ? 2000 + Number(first) : Number(first));
  let named = false;
  const pairs = text.replace(
    /\b(\d{4}|\d{2})(\s*[/-]\s*)(\d{4}|\d{2})\b/g,
    (match, first: string, between: string, second: string) => {
      const start = full(first);
      const end = second.length === 2 ? Math.floor(start / 100) * 100 + Number(second) : Number(second);
      if (end !== start + 1 || (first.length === 2 && second.length === 4)) return match;
      named = true;
      return `${first.length === 4 ? c : short(c)}${between}${second.length === 4 ? d : short(d)}`;
    },
  );
  // A year alone, when no school year was named: an edition's «IV Copa» and its year.
  const moved = named
    ? pairs
    : text.replace(/\b20\d\d\b/g, (year) => {
        const y = Number(year);
        return y === a ? String(c) : y <= b && y >= b - 6 ? String(d) : year;
      });
  return moved.replace(/^(X{0,1}(?:IX|IV|V?I{0,3}))(?=\s)/, (numeral) => {
    const index = ROMAN.indexOf(numeral);
    return index >= 0 && index + 1 < ROMAN.length ? ROMAN[index + 1]! : numeral;
  });
}
