/**
 * CSV that a Spanish spreadsheet (Excel, LibreOffice, Google Sheets set to Spain) opens in columns
 * with the accents right: `;` between fields (a Spanish spreadsheet reads `,` as the decimal mark),
 * decimals with a comma, UTF-8 with a byte-order mark, CRLF line ends, every field quoted when
 * needed. A cell that starts like a formula (=, +, -, @, tab, CR) gets a leading apostrophe, so a
 * message typed by a visitor can never run as a formula. Dates go in as ISO (`2027-01-25`, sortable),
 * and a score goes in two number columns (never «3-1», which a spreadsheet turns into a date).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

function csvField(value: string | number | null | undefined): string {
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : String(value).replace(".", ",");
  let text = value == null ? "" : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}
