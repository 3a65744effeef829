import { z } from "./zod";

/**
 * Rows pasted from a spreadsheet (issue 28): the teacher keeps the ranking and the group progress
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
  /** Whether a first line is the spreadsheet's titles (default: no cell holds a number, «Puesto; Nombre; Puntos»). */
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

export type PasteOutcome<Row> = { rows: Row[]; errors: string[] };

/**
 * Reads a paste into rows of the class `scope` (the values of the scope's fields), each checked by
 * the editor's row schema; the errors say the line and the column. A first line without numbers is
 * a header and is skipped.
 */
export function parsePastedRows<Row extends z.ZodObject>(text: string, table: PastedTable<Row>, scope: Record<string, string>): PasteOutcome<z.infer<Row>> {
  let lines = splitPastedLines(text);
  if (lines[0] && (table.isHeader ?? looksLikeHeader)(lines[0].cells)) lines = lines.slice(1);
  if (lines.length === 0) return { rows: [], errors: ["Pega al menos una fila."] };
  if (lines.length > MAX_PASTED_ROWS) return { rows: [], errors: [`Como mucho ${MAX_PASTED_ROWS} filas de una vez (has pegado ${lines.length}).`] };
  // The first line decides whether the paste brings the rank: a number in its first cell.
  const columnNames: readonly string[] = table.columns;
  const ranked = columnNames.includes("rank");
  const withRank = !ranked || isWholeNumber(lines[0]!.cells[0]);
  const columns = withRank ? table.columns : table.columns.filter((c) => c !== "rank");
  const rows: z.infer<Row>[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  lines.forEach(({ line, cells }, index) => {
    if (cells.length > columns.length) {
      errors.push(`Línea ${line}: tiene ${cells.length} columnas; se esperan como mucho ${columns.length} (${columns.map((c) => table.labels[c]).join(", ")}).`);
      return;
    }
    const value: Record<string, string> = { ...scope };
    columns.forEach((column, i) => {
      value[column] = cells[i] ?? "";
    });
    if (!withRank) value.rank = String(index + 1);
    const parsed = table.row.safeParse(value);
    const key = table.unique && parsed.success ? String(parsed.data[table.unique]).trim().toLocaleLowerCase("es") : null;
    const twice = key !== null ? seen.get(key) : undefined;
    if (twice !== undefined) errors.push(`Línea ${line} (${table.labels[table.unique!]}): «${value[table.unique!]}» ya está en la línea ${twice}.`);
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
    .object({ ...scopeShape, rows: z.string({ message: "Pega al menos una fila." }).max(50_000, "Demasiado texto pegado.") })
    .transform((value, ctx) => {
      const scope = Object.fromEntries(table.scope.map((name) => [name, String((value as Record<string, unknown>)[name])]));
      const outcome = parsePastedRows(value.rows, table, scope);
      if (outcome.errors.length > 0) {
        const more = outcome.errors.length - SHOWN_ERRORS;
        ctx.addIssue({ code: "custom", path: ["rows"], message: [...outcome.errors.slice(0, SHOWN_ERRORS), ...(more > 0 ? [`… y ${more} más.`] : [])].join("\n") });
        return z.NEVER;
      }
      return { scope, rows: outcome.rows };
    });
}
