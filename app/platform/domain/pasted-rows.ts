import { z } from "./zod";

/**
 * Rows pasted from a spreadsheet: the teacher keeps the ranking and the group progress
 * in one, and copies a class's rows into the panel instead of typing them one by one. A copied
 * range comes with tabs between cells (Excel, LibreOffice, Google Sheets); a CSV line with `;`.
 */
export type PastedTable<Row extends z.ZodObject> = {
  /** One row as the editor's form checks it (the same schema as «Añadir»). */
  row: Row;
  /** The fields that name the class a paste replaces, chosen above the paste (course, class). */
  scope: readonly (keyof z.infer<Row> & string)[];
  /** The pasted columns, in order; «Puesto» (`rank`) may be left out: the order of the lines is then the rank. */
  columns: readonly (keyof z.infer<Row> & string)[];
  /** What each column is called (for the messages and the preview). */
  labels: Readonly<Record<string, string>>;
  /**
   * The words a spreadsheet's titles row uses for each column, written as `headerWord`
   * leaves them: a first line naming any of them is the titles, and each column is then taken by its
   * title, whatever its place; a column titled otherwise, or one chosen above the paste, is left out.
   */
  headers: Readonly<Record<string, readonly string[]>>;
  /** A first line of titles in words not listed (default: no cell holds a number); read by position then. */
  isHeader?: (cells: readonly string[]) => boolean;
  /** A column that names each row once (a team): a second line with the same value is refused. */
  unique?: keyof z.infer<Row> & string;
};

/** Most rows one paste takes: a class is about 30. */
export const MAX_PASTED_ROWS = 100;

type Line = { line: number; cells: string[] };

/** The non-empty lines as cells: tab-separated when the paste has a tab, else `;`-separated. */
export function splitPastedLines(text: string): Line[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const separator = text.includes("\t") ? "\t" : ";";
  return lines.flatMap((raw, index) => {
    if (raw.trim() === "") return [];
    return [{ line: index + 1, cells: raw.split(separator).map((cell) => cell.trim()) }];
  });
}

const isWholeNumber = (cell: string | undefined) => cell !== undefined && /^\d{1,4}$/.test(cell);
/** A header row: no cell holds a number («Puesto; Nombre; Puntos»). */
const looksLikeHeader = (cells: readonly string[]) => cells.every((cell) => !/\d/.test(cell));

/** A title as compared: lower case, without accents, spaces or a closing colon («Capitán/a:» → «capitan/a»). */
export function headerWord(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s:.]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The column each cell of a first line names, when the line is a titles row: at least one cell is
 * a known title and none is a number. Null when the line is data.
 */
export function readHeaderRow(
  cells: readonly string[],
  headers: Readonly<Record<string, readonly string[]>>,
): (string | null)[] | null {
  if (cells.some((cell) => /^\d+([.,]\d+)?%?$/.test(cell))) return null;
  const named = cells.map(
    (cell) => Object.entries(headers).find(([, words]) => words.includes(headerWord(cell)))?.[0] ?? null,
  );
  return named.some((column) => column !== null) ? named : null;
}

export type PasteOutcome<Row> = { rows: Row[]; errors: string[] };

/**
 * Reads a paste into rows of the class `scope` (the values of the scope's fields), each checked by
 * the editor's row schema; the errors say the line and the column. A first line without numbers is
 * a header and is skipped.
 */
export function parsePastedRows<Row extends z.ZodObject>(
  text: string,
  table: PastedTable<Row>,
  scope: Record<string, string>,
): PasteOutcome<z.infer<Row>> {
  let lines = splitPastedLines(text);
  const columnNames: readonly string[] = table.columns;
  // The titles row, if the first line is one: the column each cell holds (null: left out).
  const titled = lines[0] ? readHeaderRow(lines[0].cells, table.headers) : null;
  if (titled || (lines[0] && (table.isHeader ?? looksLikeHeader)(lines[0].cells))) lines = lines.slice(1);
  if (lines.length === 0) return { rows: [], errors: ["Pega al menos una fila."] };
  if (lines.length > MAX_PASTED_ROWS)
    return { rows: [], errors: [`Como mucho ${MAX_PASTED_ROWS} filas de una vez (has pegado ${lines.length}).`] };
  let positions: (string | null)[];
  if (titled) {
    positions = titled.map((column, i) =>
      column !== null && columnNames.includes(column) && titled.indexOf(column) === i ? column : null,
    );
    const missing = columnNames.find((column) => column === "name" && !positions.includes(column));
    if (missing) return { rows: [], errors: [`La fila de títulos no tiene la columna «${table.labels[missing]}».`] };
  } else {
    // The first line decides whether the paste brings the rank: a number in its first cell.
    const withRank = !columnNames.includes("rank") || isWholeNumber(lines[0]!.cells[0]);
    positions = withRank ? [...table.columns] : table.columns.filter((c) => c !== "rank");
  }
  const ranked = positions.includes("rank") || !columnNames.includes("rank");
  const columns = positions.filter((column) => column !== null);
  const rows: z.infer<Row>[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  lines.forEach(({ line, cells }, index) => {
    if (!titled && cells.length > positions.length) {
      errors.push(
        `Línea ${line}: tiene ${cells.length} columnas; se esperan como mucho ${columns.length} (${columns.map((c) => table.labels[c]).join(", ")}).`,
      );
      return;
    }
    const value: Record<string, string> = { ...scope };
    positions.forEach((column, i) => {
      if (column !== null) value[column] = cells[i] ?? "";
    });
    if (!ranked) value.rank = String(index + 1);
    const parsed = table.row.safeParse(value);
    const key =
      table.unique && parsed.success ? String(parsed.data[table.unique]).trim().toLocaleLowerCase("es") : null;
    const twice = key !== null ? seen.get(key) : undefined;
    if (twice !== undefined)
      errors.push(
        `Línea ${line} (${table.labels[table.unique!]}): «${value[table.unique!]}» ya está en la línea ${twice}.`,
      );
    else if (parsed.success) {
      rows.push(parsed.data);
      if (key !== null) seen.set(key, line);
    } else {
      const issue = parsed.error.issues[0]!;
      const column = String(issue.path[0] ?? "");
      errors.push(`Línea ${line}${table.labels[column] ? ` (${table.labels[column]})` : ""}: ${issue.message}`);
    }
  });
  return { rows: errors.length > 0 ? [] : rows, errors };
}

/** Shown at most, in a refusal: the first errors and how many more. */
const SHOWN_ERRORS = 8;

/** The paste form's schema: the class's scope fields, and the pasted text read into rows (its errors by line, on `rows`). */
export function pastedRowsSchema<Row extends z.ZodObject>(table: PastedTable<Row>) {
  const scopeShape = Object.fromEntries(table.scope.map((name) => [name, table.row.shape[name]!]));
  return z
    .object({
      ...scopeShape,
      rows: z.string({ message: "Pega al menos una fila." }).max(50_000, "Demasiado texto pegado."),
    })
    .transform((value, ctx) => {
      const scope = Object.fromEntries(
        table.scope.map((name) => [name, String((value as Record<string, unknown>)[name])]),
      );
      const outcome = parsePastedRows(value.rows, table, scope);
      if (outcome.errors.length > 0) {
        const more = outcome.errors.length - SHOWN_ERRORS;
        ctx.addIssue({
          code: "custom",
          path: ["rows"],
          message: [...outcome.errors.slice(0, SHOWN_ERRORS), ...(more > 0 ? [`… y ${more} más.`] : [])].join("\n"),
        });
        return z.NEVER;
      }
      return { scope, rows: outcome.rows };
    });
}
