/**
 * CSV that a spreadsheet opens with the accents right: UTF-8 with a byte-order mark, CRLF line
 * ends, every field quoted when needed. A cell that starts like a formula (=, +, -, @, tab, CR)
 * gets a leading apostrophe, so a message typed by a visitor can never run as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvField(value: string | number | null | undefined): string {
  let text = value == null ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}
