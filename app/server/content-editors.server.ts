import { asc, desc, eq, type SQL } from "drizzle-orm";
import type { PgTable, TableConfig } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { achievements, blogPosts, courseNews, honorees, progressEntries, rankingEntries } from "../../db/schema";
import type { ContentEditorSlug } from "~/content/admin-content";
import { contentSchemas } from "~/domain/admin-forms";
import type { Database } from "./db.server";
import { sanitizeRichText } from "./sanitize.server";

type Row = Record<string, unknown> & { id: number };

type EditorBackend<S extends z.ZodType> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  table: PgTable<TableConfig> & { id: any };
  schema: S;
  orderBy: SQL[];
  /** What is stored for a valid form (HTML sanitised where the page renders HTML). */
  toStored?: (value: z.infer<S>) => Record<string, unknown>;
  /** One line that names the row in the list and in the audit log. */
  summary: (row: Row) => string;
};

const backend = <S extends z.ZodType>(b: EditorBackend<S>) => b;

export const CONTENT_BACKENDS = {
  blog: backend({
    table: blogPosts,
    schema: contentSchemas.blog,
    orderBy: [desc(blogPosts.createdAt), desc(blogPosts.id)],
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
    summary: (r) => `${r.className ?? r.course} · ${r.title}`,
  }),
  ranking: backend({
    table: rankingEntries,
    schema: contentSchemas.ranking,
    orderBy: [asc(rankingEntries.course), asc(rankingEntries.classLetter), asc(rankingEntries.rank), asc(rankingEntries.id)],
    summary: (r) => `${r.course} ${r.classLetter} · ${r.rank}º ${r.name} · ${r.points}`,
  }),
  progreso: backend({
    table: progressEntries,
    schema: contentSchemas.progreso,
    orderBy: [asc(progressEntries.classLetter), asc(progressEntries.rank), asc(progressEntries.id)],
    summary: (r) => `1º Bachillerato ${r.classLetter} · ${r.rank}º ${r.name} · ${r.progress} %`,
  }),
  "salon-de-la-fama": backend({
    table: honorees,
    schema: contentSchemas["salon-de-la-fama"],
    orderBy: [asc(honorees.position), asc(honorees.id)],
    summary: (r) => `${r.name} · ${r.sport} · ${r.achievement}`,
  }),
} satisfies Record<ContentEditorSlug, EditorBackend<z.ZodType>>;

/** A stored value as the form shows it (arrays as 'a, b', nothing as ''). */
function asFormValue(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export async function listEditorRows(db: Database, slug: ContentEditorSlug, fieldNames: readonly string[]) {
  const b = CONTENT_BACKENDS[slug];
  const rows = (await db
    .select()
    .from(b.table)
    .orderBy(...b.orderBy)
    .limit(1000)) as Row[];
  return rows.map((row) => ({
    id: row.id,
    summary: b.summary(row),
    values: Object.fromEntries(fieldNames.map((name) => [name, asFormValue(row[name])])),
  }));
}

export async function createEditorRow(db: Database, slug: ContentEditorSlug, value: Record<string, unknown>) {
  const b = CONTENT_BACKENDS[slug];
  const stored = b.toStored ? b.toStored(value as never) : value;
  const [row] = (await db.insert(b.table).values(stored as never).returning()) as Row[];
  return row ? b.summary(row) : "";
}

export async function updateEditorRow(db: Database, slug: ContentEditorSlug, id: number, value: Record<string, unknown>) {
  const b = CONTENT_BACKENDS[slug];
  const stored = b.toStored ? b.toStored(value as never) : value;
  const [row] = (await db.update(b.table).set(stored as never).where(eq(b.table.id, id)).returning()) as Row[];
  return row ? b.summary(row) : null;
}

export async function deleteEditorRow(db: Database, slug: ContentEditorSlug, id: number) {
  const b = CONTENT_BACKENDS[slug];
  const [row] = (await db.delete(b.table).where(eq(b.table.id, id)).returning()) as Row[];
  return row ? b.summary(row) : null;
}
