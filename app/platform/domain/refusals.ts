/**
 * What a write can refuse although its input was well formed, said without any page's words: a
 * model module throws a `Refusal` with its code (and the field it concerns); each answer path (the
 * panel's, the public forms', the result dialog's) turns it into a 4xx with the Spanish message of
 * app/platform/copy/refusals.ts, or the one its form chose.
 */
const REFUSAL_STATUS = {
  /** The entry already exists. */
  duplicate: 409,
  /** What the write refers to is gone. */
  missing: 404,
  "name-without-letters": 400,
  "foreign-group": 400,
  "foreign-team": 400,
  "group-too-small": 400,
  "group-has-results": 409,
  "schedule-impossible": 400,
  "same-match": 400,
  "match-played": 409,
  "knockout-match": 409,
  "competition-missing": 404,
  "no-knockout-format": 400,
  "group-matches-pending": 409,
  "knockout-impossible": 400,
  "knockout-later-tie-played": 409,
  /** A result typed on a phone meets another one saved since (`current`): nothing is overwritten. */
  "result-conflict": 409,
  /** A result typed on a phone for a match whose day or time changed since (`when`). */
  "match-moved": 409,
  "knockout-has-results": 409,
  "knockout-not-drawn": 404,
  "league-too-small": 409,
  "league-exists": 409,
  /** Pasted league teams whose names the sport already has. */
  "league-team-taken": 409,
  "year-closed": 409,
  "no-champion": 404,
  "already-honoured": 409,
  "image-empty": 400,
  "image-too-large": 413,
  "image-type": 415,
  "image-unreadable": 422,
  "image-duplicate": 409,
  "link-check-running": 409,
  /** A course (or a class of it) that the school does not have, or has retired. */
  "course-unknown": 400,
  "class-unknown": 400,
} as const satisfies Record<string, 400 | 404 | 409 | 413 | 415 | 422>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;
/** Facts a message names (a sport, a count, the current year); never words of a page. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/** The two refusals a public form words itself (the field that caused it and its notice). */
export type RefusalKind = Extract<RefusalCode, "duplicate" | "missing">;

export class Refusal extends Error {
  readonly status: (typeof REFUSAL_STATUS)[RefusalCode];
  readonly field: string | undefined;
  readonly params: RefusalParams;

  constructor(
    readonly code: RefusalCode,
    { field, params = {} }: { field?: string; params?: RefusalParams } = {},
  ) {
    super(`refused: ${code}`);
    this.name = "Refusal";
    this.status = REFUSAL_STATUS[code];
    this.field = field;
    this.params = params;
  }
}

export const isRefusal = (error: unknown, code?: RefusalCode): error is Refusal =>
  error instanceof Refusal && (code === undefined || error.code === code);

/** A public form's refusal (`duplicate` or `missing`) from what a write threw, or null. */
export function publicRefusalOf(error: unknown): RefusalKind | null {
  if (!(error instanceof Refusal)) return null;
  return error.code === "duplicate" || error.code === "missing" ? error.code : null;
}
