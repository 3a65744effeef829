import { z } from "zod";

/**
 * The days a competition's matches may be planned on: real dates within a few years of
 * today, so that a typo such as 9999-12-28 (which overflowed into a 500 when later rounds were
 * dated) or 0001-01-01 (rounds dated 1901) is refused in Spanish instead.
 */
export const MATCH_DAY_WINDOW_YEARS = 5;

export function matchDayWindow(now = new Date()): { first: string; last: string } {
  const year = now.getUTCFullYear();
  return { first: `${year - MATCH_DAY_WINDOW_YEARS}-01-01`, last: `${year + MATCH_DAY_WINDOW_YEARS}-12-31` };
}

/** Whether `iso` (YYYY-MM-DD) is a day that exists, inside the window. */
export function isPlannableDay(iso: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return false;
  const { first, last } = matchDayWindow(now);
  return iso >= first && iso <= last;
}

const windowMessage = (what: string) => {
  const { first, last } = matchDayWindow();
  return `${what} entre ${first.slice(0, 4)} y ${last.slice(0, 4)}.`;
};

/** A required day of a date field (the first day of fixtures, of a draw's first round). */
export const plannableDay = (missing: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, missing)
    .superRefine((value, ctx) => {
      if (!isPlannableDay(value)) ctx.addIssue({ code: "custom", message: windowMessage("Elige un día que exista,") });
    });

/** A match's day from a date field: empty is «Por determinar». */
export const optionalPlannableDay = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Elige un día o déjalo vacío (por determinar).")
  .optional()
  .transform((v) => v || null)
  .superRefine((value, ctx) => {
    if (value !== null && !isPlannableDay(value))
      ctx.addIssue({ code: "custom", message: windowMessage("Elige un día que exista,") });
  });
