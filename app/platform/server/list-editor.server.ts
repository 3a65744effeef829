import { sql } from "drizzle-orm";
import { fieldViews } from "~/platform/domain/field-kit";
import type { FieldViews } from "~/platform/domain/field-views";
import { type PastedTable, pastedRowsSchema } from "~/platform/domain/pasted-rows";
import { Refusal } from "~/platform/domain/refusals";
import { rowId, z } from "~/platform/domain/zod";
import { intent } from "./admin-action.server";
import type { Database } from "./db.server";

/**
 * The panel's editable lists (/admin/contenido/<list>: blog posts, course news, achievements,
 * ranking, group progress, Hall of Fame). Each capability writes its own table (its `store`); this
 * gives every list the same three panel intents, their audit lines and notices, and the form's
 * fields, derived from the one schema that checks it.
 */

/** What the editor's page needs (sent to the browser): no schema, no table. */
export type EditorSpec = {
  slug: string;
  title: string;
  description: string;
  /** What one row is called in notices ('Entrada', 'Logro'). */
  noun: string;
  /** Its words' ending in Spanish: «Entrada guardada», «Logro guardado», «Alumno/a guardado/a». */
  ending: "o" | "a" | "o/a";
  /** Where the public sees it (a link from the editor). */
  publicPath: string;
  /** Its form's fields, derived from its schema (app/platform/domain/field-kit.ts). */
  fields: FieldViews;
  /** Whether a whole class can be pasted from a spreadsheet (app/courses/domain/class-lists.ts has its columns). */
  pastes?: boolean;
  /** What the «Añadir» form starts with (the teacher may change or empty it). */
  startsWith?: Record<string, string>;
};

type StoredRow = { id: number } & Record<string, unknown>;

/** A list's rows where its capability keeps them: each call returns the rows it wrote or removed. */
export type ListStore<S extends z.ZodObject, R extends StoredRow> = {
  /** Every row, in the list's order. */
  rows: (db: Database) => Promise<R[]>;
  insert: (tx: Database, value: z.output<S>) => Promise<R[]>;
  update: (tx: Database, id: number, value: z.output<S>) => Promise<R[]>;
  remove: (tx: Database, id: number) => Promise<R[]>;
  /** One line that names the row in the list and in the audit log. */
  summary: (row: R) => string;
  /** What only the database knows, checked before a row is written (throws a `Refusal`): the course it names exists. */
  check?: (tx: Database, value: z.output<S>) => Promise<void>;
  /** A whole class pasted at once: its columns, and the replacement of that class's rows; returns how many it removed. */
  paste?: {
    table: PastedTable<S>;
    replace: (tx: Database, scope: Record<string, string>, rows: z.output<S>[]) => Promise<number>;
  };
};

/** A stored value as the form shows it (arrays as 'a, b', nothing as ''). */
function asFormValue(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function listEditor<S extends z.ZodObject, R extends StoredRow>(
  editor: Omit<EditorSpec, "fields" | "pastes"> & { schema: S; store: ListStore<S, R> },
) {
  const { schema, store, ...rest } = editor;
  const spec: EditorSpec = { ...rest, fields: fieldViews(schema), pastes: store.paste !== undefined };
  const names = Object.keys(spec.fields);
  const summaryOf = (rows: R[]) => (rows[0] ? store.summary(rows[0]) : null);
  const idSchema = z.object({ id: rowId() });
  const gone = () => new Refusal("missing");
  const noun = spec.noun.toLowerCase();
  const paste = store.paste;
  return {
    spec,
    /** The saved rows (at most 1,000), each with its summary line and its values as the form shows them. */
    async listRows(db: Database) {
      return (await store.rows(db)).slice(0, 1000).map((row) => ({
        id: row.id,
        summary: store.summary(row),
        values: Object.fromEntries(names.map((name) => [name, asFormValue(row[name])])),
      }));
    },
    /** The editor's panel intents, each with its audit line. */
    intents: {
      create: intent({
        schema,
        run: async (value: z.output<S>, { tx }) => {
          await store.check?.(tx, value);
          return {
            action: `${spec.title}: ${noun} añadid${spec.ending}`,
            target: summaryOf(await store.insert(tx, value)) ?? "",
          };
        },
        success: `${spec.noun} guardad${spec.ending}`,
      }),
      update: intent({
        schema: idSchema.and(schema),
        async run(value: { id: number } & z.output<S>, { tx }) {
          await store.check?.(tx, value);
          const updated = summaryOf(await store.update(tx, value.id, value));
          if (updated === null) throw gone();
          return { action: `${spec.title}: ${noun} editad${spec.ending}`, target: updated };
        },
        success: "Cambios guardados",
      }),
      // A class pasted from a spreadsheet replaces that class's rows, in one transaction.
      ...(paste
        ? {
            paste: intent({
              schema: pastedRowsSchema(paste.table),
              async run({ scope, rows }: { scope: Record<string, string>; rows: z.output<S>[] }, { tx }) {
                // Two pastes of one class at once are applied one after the other: each replaces what the other wrote.
                await tx.execute(
                  sql`select pg_advisory_xact_lock(hashtext(${`paste:${spec.slug}:${Object.values(scope).join(":")}`}))`,
                );
                // Every row has the class's scope: checking one checks the class.
                if (rows[0]) await store.check?.(tx, rows[0]);
                const removed = await paste.replace(tx, scope, rows);
                return {
                  action: `${spec.title}: clase pegada`,
                  target: `${Object.values(scope).join(" ")}: ${rows.length} filas (antes ${removed})`,
                };
              },
              success: ({ rows }: { rows: unknown[] }) =>
                `${spec.title}: ${rows.length} ${rows.length === 1 ? "fila guardada" : "filas guardadas"}`,
            }),
          }
        : {}),
      delete: intent({
        schema: idSchema,
        async run({ id }, { tx }) {
          const removed = summaryOf(await store.remove(tx, id));
          if (removed === null) throw gone();
          return { action: `${spec.title}: ${noun} borrad${spec.ending}`, target: removed };
        },
        success: `${spec.noun} borrad${spec.ending}`,
      }),
    },
  };
}
