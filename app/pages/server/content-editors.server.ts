import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { achievements, blogPosts, courseNews, honorees, progressEntries, rankingEntries } from "../../../db/schema";
import { COURSE_LABELS } from "~/courses";
import {
  courseSchema,
  nullableText,
  optionalNumber,
  richText,
  siteImageSchema,
  text,
} from "~/platform/domain/admin-forms";
import type { FieldMap } from "~/pages/domain/page-documents";
import { rowId, z } from "~/platform/domain/zod";
import { Refusal } from "~/platform/domain/refusals";
import { PROGRESS_PASTE, RANKING_PASTE, progressRowSchema, rankingRowSchema } from "~/courses";
import { type PastedTable, pastedRowsSchema } from "~/platform/domain/pasted-rows";
import { intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";

/**
 * The panel's editable lists that are rows of one table each (blog posts, course news,
 * achievements, ranking, group progress, Hall of Fame). Each is one `defineEditor`: what the page
 * shows (title, fields), how a form is checked (schema, same field names), and where it is kept
 * (table, order, what is stored, one line that names a row). /admin/contenido/:seccion renders
 * them all from the `spec` its loader sends.
 */
/** What the editor's page needs (sent to the browser): no schema, no table. */
export type EditorSpec = {
  slug: string;
  title: string;
  description: string;
  /** What one row is called in notices ('Entrada', 'Logro'). */
  noun: string;
  /** Its words' ending in Spanish (issue 47): «Entrada guardada», «Logro guardado», «Alumno/a guardado/a». */
  ending: "o" | "a" | "o/a";
  /** Where the public sees it (a link from the editor). */
  publicPath: string;
  /** Its form's fields, in the panel's one field language (app/pages/domain/page-documents.ts). */
  fields: FieldMap;
  /** Whether a whole class can be pasted from a spreadsheet (app/courses/domain/class-lists.ts has its columns). */
  pastes?: boolean;
  /** What the «Añadir» form starts with (the teacher may change or empty it). */
  startsWith?: Record<string, string>;
};

type Row = Record<string, unknown> & { id: number };
type EditorTable = PgTable & { id: PgColumn };

/** The operations are typed against the editor's one table (no casts): a schema that does not fit it fails to compile. */
function defineEditor<T extends EditorTable, S extends z.ZodObject>(
  editor: EditorSpec & {
    schema: S;
    table: T;
    orderBy: SQL[];
    /** What is stored for a valid form (HTML sanitised where the page renders HTML). */
    toStored: (value: z.infer<S>) => PgInsertValue<T>;
    /** One line that names the row in the list and in the audit log. */
    summary: (row: Row) => string;
    /** A whole class pasted at once: its columns, and which stored rows are that class's (replaced). */
    paste?: { table: PastedTable<S>; where: (scope: Record<string, string>) => SQL };
  },
) {
  const { schema, table, orderBy, toStored, summary, paste, ...rest } = editor;
  const spec: EditorSpec = { ...rest, pastes: paste !== undefined };
  const summaryOf = (rows: unknown) => (Array.isArray(rows) && rows[0] ? summary(rows[0] as Row) : null);
  const idSchema = z.object({ id: rowId() });
  const gone = () => new Refusal("missing");
  const noun = spec.noun.toLowerCase();
  return {
    spec,
    /** The saved rows, each with its summary line and its values as the form shows them. */
    async listRows(db: Database) {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .orderBy(...orderBy)
        .limit(1000)) as Row[];
      return rows.map((row) => ({
        id: row.id,
        summary: summary(row),
        values: Object.fromEntries(Object.keys(spec.fields).map((name) => [name, asFormValue(row[name])])),
      }));
    },
    /** The editor's three panel intents, each with its audit line. */
    intents: {
      create: intent({
        schema,
        run: async (value: z.infer<S>, { tx }) => ({
          action: `${spec.title}: ${noun} añadid${spec.ending}`,
          target: summaryOf(await tx.insert(table).values(toStored(value)).returning()) ?? "",
        }),
        success: `${spec.noun} guardad${spec.ending}`,
      }),
      update: intent({
        schema: idSchema.and(schema),
        async run(value: { id: number } & z.infer<S>, { tx }) {
          // The row's id comes with the form but is not changed (Drizzle leaves undefined out of the update).
          const updated = summaryOf(
            await tx
              .update(table)
              .set({ ...toStored(value), id: undefined } as PgUpdateSetSource<T>)
              .where(eq(table.id, value.id))
              .returning(),
          );
          if (updated === null) throw gone();
          return { action: `${spec.title}: ${noun} editad${spec.ending}`, target: updated };
        },
        success: "Cambios guardados",
      }),
      // A class pasted from a spreadsheet replaces that class's rows, in one transaction (issue 28).
      ...(paste
        ? {
            paste: intent({
              schema: pastedRowsSchema(paste.table),
              async run({ scope, rows }: { scope: Record<string, string>; rows: z.infer<S>[] }, { tx }) {
                // Two pastes of one class at once are applied one after the other: each replaces what the other wrote.
                await tx.execute(
                  sql`select pg_advisory_xact_lock(hashtext(${`paste:${spec.slug}:${Object.values(scope).join(":")}`}))`,
                );
                const removed = await tx.delete(table).where(paste.where(scope)).returning();
                await tx.insert(table).values(rows.map((row) => toStored(row)));
                const where = Object.values(scope).join(" ");
                return {
                  action: `${spec.title}: clase pegada`,
                  target: `${where}: ${rows.length} filas (antes ${removed.length})`,
                };
              },
              success: ({ rows }: { rows: unknown[] }) => `${spec.title}: ${rows.length} filas guardadas`,
            }),
          }
        : {}),
      delete: intent({
        schema: idSchema,
        async run({ id }, { tx }) {
          const removed = summaryOf(await tx.delete(table).where(eq(table.id, id)).returning());
          if (removed === null) throw gone();
          return { action: `${spec.title}: ${noun} borrad${spec.ending}`, target: removed };
        },
        success: `${spec.noun} borrad${spec.ending}`,
      }),
    },
  };
}

/** A stored value as the form shows it (arrays as 'a, b', nothing as ''). */
function asFormValue(value: unknown): string {
  if (value == null) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const courseOptions = COURSE_LABELS.map((label) => ({ value: label, label }));
const letters = (...values: string[]) => values.map((value) => ({ value, label: value }));

const CONTENT_EDITORS = [
  defineEditor({
    slug: "blog",
    title: "Blog",
    description: "Entradas del blog: título, categoría, autor y texto.",
    noun: "Entrada",
    ending: "a",
    publicPath: "/blog",
    fields: {
      title: { kind: "text", label: "Título", max: 200, wide: true },
      category: {
        kind: "select",
        label: "Categoría",
        options: [{ value: "", label: "Para todos los cursos" }, ...courseOptions],
        optional: true,
      },
      author: { kind: "text", label: "Autor (vacío = Anónimo)", max: 100, optional: true },
      content: { kind: "richtext", label: "Texto", max: 20000 },
      imageUrl: { kind: "picture", label: "Imagen (opcional)", optional: true },
      imageAlt: { kind: "text", label: "Texto alternativo de la imagen", max: 120, optional: true },
    },
    // A post is the department's unless the teacher says whose (issue 47: new posts showed «Anónimo»).
    startsWith: { author: "Departamento de Educación Física" },
    schema: z.object({
      title: text("un título", 200),
      category: z
        .union([z.literal(""), courseSchema])
        .optional()
        .transform((v) => v || null),
      author: nullableText(100),
      content: richText("el texto", 20_000),
      imageUrl: siteImageSchema,
      imageAlt: nullableText(120),
    }),
    table: blogPosts,
    orderBy: [desc(blogPosts.createdAt), desc(blogPosts.id)],
    toStored: (v) => v,
    summary: (r) => `${r.title} · ${r.category ?? "Para todos los cursos"} · ${r.author ?? "Anónimo"}`,
  }),
  defineEditor({
    slug: "noticias-de-curso",
    title: "Noticias de curso",
    description: "Las noticias de la zona de cada curso (información o aviso).",
    noun: "Noticia",
    ending: "a",
    publicPath: "/cursos/noticias?curso=2-eso",
    fields: {
      course: { kind: "select", label: "Curso", options: courseOptions },
      type: {
        kind: "select",
        label: "Tipo",
        options: [
          { value: "info", label: "Información" },
          { value: "alert", label: "Aviso" },
        ],
      },
      title: { kind: "text", label: "Título", max: 200, wide: true },
      content: { kind: "richtext", label: "Contenido", max: 20000 },
    },
    schema: z.object({
      course: courseSchema,
      type: z.enum(["info", "alert"], { message: "Elige el tipo." }),
      title: text("un título", 200),
      content: richText("el contenido", 20_000),
    }),
    table: courseNews,
    orderBy: [asc(courseNews.course), desc(courseNews.createdAt), desc(courseNews.id)],
    toStored: (v) => v,
    summary: (r) => `${r.course} · ${r.type === "alert" ? "Aviso" : "Información"} · ${r.title}`,
  }),
  defineEditor({
    slug: "logros",
    title: "Rincón de logros",
    description: "Logros de cada curso y clase (Podio de Honor).",
    noun: "Logro",
    ending: "o",
    publicPath: "/cursos/rincon-de-logros",
    fields: {
      course: { kind: "select", label: "Curso", options: courseOptions },
      className: { kind: "text", label: "Clase (opcional)", max: 40, optional: true, hint: "Por ejemplo: 2º ESO B" },
      title: { kind: "text", label: "Logro", max: 200, wide: true },
      position: { kind: "number", label: "Orden", min: 0, max: 10000, optional: true },
    },
    schema: z.object({
      course: courseSchema,
      className: nullableText(40),
      title: text("el logro", 200),
      position: optionalNumber("El orden"),
    }),
    table: achievements,
    orderBy: [asc(achievements.course), asc(achievements.position), asc(achievements.id)],
    toStored: (v) => v,
    summary: (r) => `${r.className ?? r.course} · ${r.title}`,
  }),
  defineEditor({
    slug: "ranking",
    title: "Ranking amigable",
    description: "Puestos del ranking de cada clase (visible solo tras la contraseña del curso).",
    noun: "Puesto",
    ending: "o",
    publicPath: "/cursos/ranking-amigable",
    fields: {
      course: { kind: "select", label: "Curso", options: courseOptions },
      classLetter: { kind: "select", label: "Clase", options: letters("A", "B", "C") },
      rank: { kind: "number", label: "Puesto", min: 1, max: 999 },
      name: { kind: "text", label: "Nombre", max: 100 },
      points: { kind: "text", label: "Puntos", max: 20, hint: "Un número, o un porcentaje en 1º Bachillerato (92%)" },
      badges: {
        kind: "text",
        label: "Insignias",
        max: 60,
        optional: true,
        hint: "Separadas por comas: proyectos, web, subida",
      },
    },
    schema: rankingRowSchema,
    paste: {
      table: RANKING_PASTE,
      where: (scope) =>
        and(eq(rankingEntries.course, scope.course!), eq(rankingEntries.classLetter, scope.classLetter!))!,
    },
    table: rankingEntries,
    orderBy: [
      asc(rankingEntries.course),
      asc(rankingEntries.classLetter),
      asc(rankingEntries.rank),
      asc(rankingEntries.id),
    ],
    toStored: (v) => v,
    summary: (r) => `${r.course} ${r.classLetter} · ${r.rank}º ${r.name} · ${r.points}`,
  }),
  defineEditor({
    slug: "progreso",
    title: "Progreso del grupo",
    description: "Progreso de 1º Bachillerato por clase (visible solo tras la contraseña del curso).",
    noun: "Alumno/a",
    ending: "o/a",
    publicPath: "/cursos/progreso-grupo",
    fields: {
      classLetter: { kind: "select", label: "Clase", options: letters("A", "B") },
      rank: { kind: "number", label: "Puesto", min: 1, max: 999 },
      name: { kind: "text", label: "Nombre", max: 100 },
      progress: { kind: "number", label: "Progreso (0–100)", min: 0, max: 100 },
      special: { kind: "text", label: "Nota especial (opcional)", max: 100, optional: true },
    },
    schema: progressRowSchema,
    paste: { table: PROGRESS_PASTE, where: (scope) => eq(progressEntries.classLetter, scope.classLetter!) },
    table: progressEntries,
    orderBy: [asc(progressEntries.classLetter), asc(progressEntries.rank), asc(progressEntries.id)],
    toStored: (v) => v,
    summary: (r) => `1º Bachillerato ${r.classLetter} · ${r.rank}º ${r.name} · ${r.progress} %`,
  }),
  defineEditor({
    slug: "salon-de-la-fama",
    title: "Salón de la Fama",
    description: "Las personas homenajeadas: logro, estado, imagen y cita.",
    noun: "Homenajeado/a",
    ending: "o/a",
    publicPath: "/campeonatos/salon-de-la-fama",
    fields: {
      name: { kind: "text", label: "Nombre", max: 100 },
      sport: { kind: "text", label: "Deporte", max: 60 },
      achievement: { kind: "text", label: "Logro", max: 200, wide: true },
      status: { kind: "text", label: "Estado", max: 60, hint: "Por ejemplo: Alumna de 4º ESO" },
      imageUrl: { kind: "picture", label: "Imagen" },
      quote: { kind: "textarea", label: "Cita", max: 500, wide: true },
      position: { kind: "number", label: "Orden", min: 0, max: 10000, optional: true },
    },
    schema: z.object({
      name: text("el nombre", 100),
      sport: text("el deporte", 60),
      achievement: text("el logro", 200),
      status: text("el estado", 60),
      imageUrl: siteImageSchema.refine((v) => v !== null, "Elige una imagen de la web."),
      quote: text("la cita", 500),
      position: optionalNumber("El orden"),
    }),
    table: honorees,
    orderBy: [asc(honorees.position), asc(honorees.id)],
    toStored: (v) => v,
    summary: (r) => `${r.name} · ${r.sport} · ${r.achievement}`,
  }),
];

/** The editors, as the panel lists them (title and description; sent to the browser). */
export const EDITOR_LIST = CONTENT_EDITORS.map(({ spec }) => ({
  slug: spec.slug,
  title: spec.title,
  description: spec.description,
}));

export function findEditor(slug: string | undefined) {
  return CONTENT_EDITORS.find((editor) => editor.spec.slug === slug) ?? null;
}
