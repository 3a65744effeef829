import { asc, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { rowId, z } from "~/domain/zod";
import { AdminActionError, intent } from "./admin-action.server";
import { achievements, blogPosts, courseNews, honorees, progressEntries, rankingEntries } from "../../db/schema";
import type { ContentEditorSlug } from "~/content/admin-content";
import { contentSchemas } from "~/domain/admin-forms";
import type { Database } from "./db.server";
import { sanitizeRichText } from "./sanitize.server";

type Row = Record<string, unknown> & { id: number };

type EditorTable = PgTable & { id: PgColumn };

/**
 * One content editor's table, form schema and list order; the operations are typed against that
 * one table (no casts), so a schema that does not fit its table fails to compile.
 */
function backend<T extends EditorTable, S extends z.ZodObject>(b: {
  table: T;
  schema: S;
  orderBy: SQL[];
  /** What is stored for a valid form (HTML sanitised where the page renders HTML). */
  toStored: (value: z.infer<S>) => PgInsertValue<T>;
  /** One line that names the row in the list and in the audit log. */
  summary: (row: Row) => string;
}) {
  const summaryOf = (rows: unknown) => (Array.isArray(rows) && rows[0] ? b.summary(rows[0] as Row) : null);
  const create = async (db: Database, value: z.infer<S>) => summaryOf(await db.insert(b.table).values(b.toStored(value)).returning()) ?? "";
  const update = async (db: Database, id: number, value: z.infer<S>) =>
    // The row's id comes with the form but is not changed (Drizzle leaves undefined out of the update).
    summaryOf(await db.update(b.table).set({ ...b.toStored(value), id: undefined } as PgUpdateSetSource<T>).where(eq(b.table.id, id)).returning());
  const remove = async (db: Database, id: number) => summaryOf(await db.delete(b.table).where(eq(b.table.id, id)).returning());
  const idSchema = z.object({ id: rowId() });
  const gone = () => new AdminActionError("Ese elemento ya no existe.", 404);
  return {
    summary: b.summary,
    list: async (db: Database): Promise<Row[]> => (await db.select().from(b.table as PgTable).orderBy(...b.orderBy).limit(1000)) as Row[],
    /** The editor's three admin intents, each with its audit line. */
    intents: (editor: { title: string; noun: string }) => ({
      create: intent({
        schema: b.schema,
        run: async (value: z.infer<S>, { tx }) => ({ action: `${editor.title}: ${editor.noun.toLowerCase()} añadido`, target: await create(tx, value) }),
        success: `${editor.noun}: guardado`,
      }),
      update: intent({
        schema: idSchema.and(b.schema),
        async run(value: { id: number } & z.infer<S>, { tx }) {
          const summary = await update(tx, value.id, value);
          if (summary === null) throw gone();
          return { action: `${editor.title}: ${editor.noun.toLowerCase()} editado`, target: summary };
        },
        success: "Cambios guardados",
      }),
      delete: intent({
        schema: idSchema,
        async run({ id }, { tx }) {
          const summary = await remove(tx, id);
          if (summary === null) throw gone();
          return { action: `${editor.title}: ${editor.noun.toLowerCase()} borrado`, target: summary };
        },
        success: `${editor.noun}: borrado`,
      }),
    }),
  };
}

export const CONTENT_BACKENDS = {
  blog: backend({
    table: blogPosts,
    schema: contentSchemas.blog,
    orderBy: [desc(blogPosts.createdAt), desc(blogPosts.id)],
    toStored: (v) => v,
    summary: (r) => `${r.title} · ${r.category ?? "Todos los cursos"} · ${r.author ?? "Anónimo"}`,
  }),
  "noticias-de-curso": backend({
    table: courseNews,
    schema: contentSchemas["noticias-de-curso"],
    orderBy: [asc(courseNews.course), desc(courseNews.createdAt), desc(courseNews.id)],
    toStored: (v) => ({ ...v, content: sanitizeRichText(v.content) }),
    summary: (r) => `${r.course} · ${r.type === "alert" ? "Aviso" : "Información"} · ${r.title}`,
  }),
  logros: backend({
    table: achievements,
    schema: contentSchemas.logros,
    orderBy: [asc(achievements.course), asc(achievements.position), asc(achievements.id)],
    toStored: (v) => v,
    summary: (r) => `${r.className ?? r.course} · ${r.title}`,
  }),
  ranking: backend({
    table: rankingEntries,
    schema: contentSchemas.ranking,
    orderBy: [asc(rankingEntries.course), asc(rankingEntries.classLetter), asc(rankingEntries.rank), asc(rankingEntries.id)],
    toStored: (v) => v,
    summary: (r) => `${r.course} ${r.classLetter} · ${r.rank}º ${r.name} · ${r.points}`,
  }),
  progreso: backend({
    table: progressEntries,
    schema: contentSchemas.progreso,
    orderBy: [asc(progressEntries.classLetter), asc(progressEntries.rank), asc(progressEntries.id)],
    toStored: (v) => v,
    summary: (r) => `1º Bachillerato ${r.classLetter} · ${r.rank}º ${r.name} · ${r.progress} %`,
  }),
  "salon-de-la-fama": backend({
    table: honorees,
    schema: contentSchemas["salon-de-la-fama"],
    orderBy: [asc(honorees.position), asc(honorees.id)],
    toStored: (v) => v,
    summary: (r) => `${r.name} · ${r.sport} · ${r.achievement}`,
  }),
};

/** A stored value as the form shows it (arrays as 'a, b', nothing as ''). */
function asFormValue(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export async function listEditorRows(db: Database, slug: ContentEditorSlug, fieldNames: readonly string[]) {
  const b = CONTENT_BACKENDS[slug];
  const rows = await b.list(db);
  return rows.map((row) => ({
    id: row.id,
    summary: b.summary(row),
    values: Object.fromEntries(fieldNames.map((name) => [name, asFormValue(row[name])])),
  }));
}
