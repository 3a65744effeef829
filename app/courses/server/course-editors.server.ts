import { and, asc, desc, eq } from "drizzle-orm";
import { achievements, courseNews, courses, progressEntries, rankingEntries } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";
import { newsMessage } from "~/push";
import { recordPushEvent } from "~/push/index.server";
import { zoneCardHref } from "../domain/courses";
import { nullableText, optionalWholeNumber, richText, select, text } from "~/platform/domain/field-kit";
import { requireCourseClass } from "./course-catalog.server";
import { z } from "~/platform/domain/zod";
import { listEditor } from "~/platform/server/list-editor.server";
import {
  courseChoice,
  PROGRESS_PASTE,
  RANKING_PASTE,
  progressRowSchema,
  rankingRowSchema,
} from "../domain/class-lists";

/**
 * The course zone's lists the panel edits (/admin/contenido/…): course news, achievements, and the
 * gated ranking and group progress, which also take a whole class pasted from a spreadsheet.
 */
const course = courseChoice;
const order = () => optionalWholeNumber("Orden", 0, 10_000);

/** Phones that follow the course's news hear of a new item once it is saved. */
async function noticeCourseNews(tx: Database, label: string, item: { id: number; title: string }) {
  const [found] = await tx
    .select({ slug: courses.slug, zone: courses.zone })
    .from(courses)
    .where(eq(courses.label, label));
  if (!found) return;
  await recordPushEvent(tx, {
    message: { ...newsMessage({ title: item.title, course: label }), tag: `noticia-curso-${item.id}` },
    audience: [{ kind: "course", target: found.slug, url: zoneCardHref(found, "noticias") }],
  });
}

const courseNewsSchema = z.object({
  course: course(),
  type: select(
    "Tipo",
    [
      { value: "info", label: "Información" },
      { value: "alert", label: "Aviso" },
    ],
    { choose: "el tipo" },
  ),
  title: text("Título", 200, { wide: true, say: "un título" }),
  content: richText("Contenido", 20_000, { say: "el contenido" }),
});
const newsColumns = ({ course, type, title, content }: z.output<typeof courseNewsSchema>) => ({
  course,
  type,
  title,
  content,
});

export const courseNewsEditor = listEditor({
  slug: "noticias-de-curso",
  title: "Noticias de curso",
  description: "Las noticias de la zona de cada curso (información o aviso).",
  noun: "Noticia",
  ending: "a",
  publicPath: "/cursos/noticias",
  schema: courseNewsSchema,
  store: {
    rows: (db) =>
      db
        .select()
        .from(courseNews)
        .orderBy(asc(courseNews.course), desc(courseNews.createdAt), desc(courseNews.id))
        .limit(1000),
    check: async (tx, news) => {
      await requireCourseClass(tx, news);
    },
    insert: async (tx, news) => {
      const rows = await tx.insert(courseNews).values(newsColumns(news)).returning();
      await noticeCourseNews(tx, news.course, rows[0]!);
      return rows;
    },
    update: (tx, id, news) => tx.update(courseNews).set(newsColumns(news)).where(eq(courseNews.id, id)).returning(),
    remove: (tx, id) => tx.delete(courseNews).where(eq(courseNews.id, id)).returning(),
    summary: (news) => `${news.course} · ${news.type === "alert" ? "Aviso" : "Información"} · ${news.title}`,
  },
});

const achievementSchema = z.object({
  course: course(),
  className: nullableText("Clase (opcional)", 40, { hint: "Por ejemplo: 2º ESO B" }),
  title: text("Logro", 200, { wide: true, say: "el logro" }),
  position: order(),
});
const achievementColumns = ({ course, className, title, position }: z.output<typeof achievementSchema>) => ({
  course,
  className,
  title,
  position: position ?? 0,
});

export const achievementsEditor = listEditor({
  slug: "logros",
  title: "Rincón de logros",
  description: "Logros de cada curso y clase (Podio de Honor).",
  noun: "Logro",
  ending: "o",
  publicPath: "/cursos/rincon-de-logros",
  schema: achievementSchema,
  store: {
    rows: (db) =>
      db
        .select()
        .from(achievements)
        .orderBy(asc(achievements.course), asc(achievements.position), asc(achievements.id))
        .limit(1000),
    check: async (tx, achievement) => {
      await requireCourseClass(tx, achievement);
    },
    insert: (tx, achievement) => tx.insert(achievements).values(achievementColumns(achievement)).returning(),
    update: (tx, id, achievement) =>
      tx.update(achievements).set(achievementColumns(achievement)).where(eq(achievements.id, id)).returning(),
    remove: (tx, id) => tx.delete(achievements).where(eq(achievements.id, id)).returning(),
    summary: (achievement) => `${achievement.className ?? achievement.course} · ${achievement.title}`,
  },
});

const rankingColumns = (row: z.output<typeof rankingRowSchema>) => ({
  course: row.course,
  classLetter: row.classLetter,
  rank: row.rank,
  name: row.name,
  points: row.points,
  badges: row.badges,
});

export const rankingEditor = listEditor({
  slug: "ranking",
  title: "Ranking amigable",
  description: "Puestos del ranking de cada clase (visible solo tras la contraseña del curso).",
  noun: "Puesto",
  ending: "o",
  publicPath: "/cursos/ranking-amigable",
  schema: rankingRowSchema,
  store: {
    rows: (db) =>
      db
        .select()
        .from(rankingEntries)
        .orderBy(
          asc(rankingEntries.course),
          asc(rankingEntries.classLetter),
          asc(rankingEntries.rank),
          asc(rankingEntries.id),
        )
        .limit(1000),
    check: async (tx, row) => {
      await requireCourseClass(tx, row);
    },
    insert: (tx, row) => tx.insert(rankingEntries).values(rankingColumns(row)).returning(),
    update: (tx, id, row) =>
      tx.update(rankingEntries).set(rankingColumns(row)).where(eq(rankingEntries.id, id)).returning(),
    remove: (tx, id) => tx.delete(rankingEntries).where(eq(rankingEntries.id, id)).returning(),
    summary: (row) => `${row.course} ${row.classLetter} · ${row.rank}º ${row.name} · ${row.points}`,
    paste: {
      table: RANKING_PASTE,
      async replace(tx, scope, rows) {
        const removed = await tx
          .delete(rankingEntries)
          .where(
            and(eq(rankingEntries.course, scope.course ?? ""), eq(rankingEntries.classLetter, scope.classLetter ?? "")),
          )
          .returning({ id: rankingEntries.id });
        await tx.insert(rankingEntries).values(rows.map(rankingColumns));
        return removed.length;
      },
    },
  },
});

const progressColumns = (row: z.output<typeof progressRowSchema>) => ({
  classLetter: row.classLetter,
  rank: row.rank,
  name: row.name,
  progress: row.progress,
  special: row.special,
});

export const progressEditor = listEditor({
  slug: "progreso",
  title: "Progreso del grupo",
  description: "Progreso del grupo por clase, en el curso que lo muestra (visible solo tras la contraseña del curso).",
  noun: "Alumno/a",
  ending: "o/a",
  publicPath: "/cursos/progreso-grupo",
  schema: progressRowSchema,
  store: {
    rows: (db) =>
      db
        .select()
        .from(progressEntries)
        .orderBy(asc(progressEntries.classLetter), asc(progressEntries.rank), asc(progressEntries.id))
        .limit(1000),
    // The group progress is its one course's: the class must be one of that course's.
    check: async (tx, row) => {
      await requireCourseClass(tx, { classLetter: row.classLetter, zone: "progress" });
    },
    insert: (tx, row) => tx.insert(progressEntries).values(progressColumns(row)).returning(),
    update: (tx, id, row) =>
      tx.update(progressEntries).set(progressColumns(row)).where(eq(progressEntries.id, id)).returning(),
    remove: (tx, id) => tx.delete(progressEntries).where(eq(progressEntries.id, id)).returning(),
    summary: (row) => `Clase ${row.classLetter} · ${row.rank}º ${row.name} · ${row.progress} %`,
    paste: {
      table: PROGRESS_PASTE,
      async replace(tx, scope, rows) {
        const removed = await tx
          .delete(progressEntries)
          .where(eq(progressEntries.classLetter, scope.classLetter ?? ""))
          .returning({ id: progressEntries.id });
        await tx.insert(progressEntries).values(rows.map(progressColumns));
        return removed.length;
      },
    },
  },
});

/** Every course news item's text rewritten (a change of the site's text format, once per database). */
export async function rewriteCourseNewsTexts(tx: Database, rewrite: (text: string) => string) {
  for (const row of await tx.select({ id: courseNews.id, content: courseNews.content }).from(courseNews))
    await tx
      .update(courseNews)
      .set({ content: rewrite(row.content) })
      .where(eq(courseNews.id, row.id));
}
