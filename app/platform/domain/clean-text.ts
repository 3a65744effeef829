/**
 * What every submitted text keeps: line breaks as `\n` (a lone CR, which a calendar or an
 * old client may read as a line break of its own, becomes one, and so do Unicode's line and
 * paragraph separators), tabs, and no other control character: neither C0 nor C1, nor the
 * direction overrides that make `Equipo\u202egpj.exe` read as `Equipoexe.jpg` in an inbox or a
 * spreadsheet. A NUL byte is the caller's to refuse (PostgreSQL text cannot hold it) or drop.
 */
export function cleanSubmittedText(value: string): string {
  return (
    value
      .replace(/\r\n?|[\u2028\u2029]/g, "\n")
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, "")
  );
}

/** A one-line value (a name, a course, a team): every line break and tab is a space, runs of spaces one. */
export const oneLine = (value: string): string => value.replace(/[\t\n\r]+/g, " ").replace(/ {2,}/g, " ");

export const hasNul = (value: string): boolean => value.includes("\u0000");

/** NUL removed too: for what no person types (addresses, search words from a link). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
export const withoutNul = (value: string): string => value.replace(/\u0000/g, "");
