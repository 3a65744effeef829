import { asc, eq, isNull, sql } from "drizzle-orm";
import { courses } from "../../../db/schema";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "~/platform/server/db.server";
import { Refusal } from "~/platform/domain/refusals";
import { orderedCatalog } from "~/platform/server/ordered-catalog.server";
import { COURSE_PARAM, type Course, type CourseZone, courseOptions, findCourse } from "../domain/courses";

/**
 * The school's courses: only this module reads or writes `courses`. Every page that
 * names courses (the menu, the gate, the forms' selects, search, the sitemap) reads them here.
 */

const COURSE_COLUMNS = {
  slug: courses.slug,
  label: courses.label,
  classes: courses.classes,
  zone: courses.zone,
};

/** The courses in use, in the teacher's order. */
export async function listCourses(db: Database): Promise<Course[]> {
  return db.select(COURSE_COLUMNS).from(courses).where(isNull(courses.retiredAt)).orderBy(asc(courses.position));
}

/** The courses in use, from the read cache (emptied by any committed write). */
export function readCourses(context: Pick<AppContext, "db" | "reads">): Promise<Course[]> {
  return context.reads.read("courses", 60_000, () => listCourses(context.db));
}

export type CourseRow = Course & { retired: boolean };

/** Every course, retired ones last, for the panel. */
export async function listAllCourses(db: Database): Promise<CourseRow[]> {
  const rows = await db
    .select({ ...COURSE_COLUMNS, retiredAt: courses.retiredAt })
    .from(courses)
    .orderBy(sql`${courses.retiredAt} is not null`, asc(courses.position));
  return rows.map(({ retiredAt, ...course }) => ({ ...course, retired: retiredAt !== null }));
}

/** A retired course by its address (its old pages point to the archive), or null. */
export async function findRetiredCourse(context: Pick<AppContext, "db">, slug: string) {
  const [row] = await context.db
    .select({ label: courses.label, retiredAt: courses.retiredAt })
    .from(courses)
    .where(eq(courses.slug, slug));
  return row?.retiredAt ? { label: row.label, retiredAt: row.retiredAt } : null;
}

export type NewCourse = Course;

const catalog = orderedCatalog("courses", "label");

/** Adds a course at the end of the list. Its slug and label are unique (the caller checks, the database enforces). */
export async function addCourse(tx: Database, course: NewCourse) {
  await tx.insert(courses).values({ ...course, position: await catalog.nextPosition(tx) });
}

/** Renames a course, changes its classes or its zone card. Its rows follow a new name (ON UPDATE CASCADE). */
export async function updateCourse(tx: Database, slug: string, change: Omit<Course, "slug">) {
  const rows = await tx.update(courses).set(change).where(eq(courses.slug, slug)).returning({ slug: courses.slug });
  return rows.length > 0;
}

/** Moves a course one place up or down among the courses in use. */
export const moveCourse = catalog.move;

/** Retires a course (its data stays, in the archive and the database) or brings it back at the end; its name, or null. */
export async function setCourseRetired(tx: Database, slug: string, retired: boolean) {
  if (!(await catalog.setRetired(tx, slug, retired))) return null;
  const [row] = await tx.select({ label: courses.label }).from(courses).where(eq(courses.slug, slug));
  return row?.label ?? null;
}

/** Whether an address or a name is taken by another course (retired ones included). */
export const courseTaken = catalog.taken;

/**
 * The course a row names (by its label) and its class, checked against the courses in use: a form's
 * select only offers those, an old tab or a hand-made request may send another. `zone`: the course
 * must show that card (the group progress belongs to its one course).
 */
export async function requireCourseClass(
  tx: Database,
  { course, classLetter, zone }: { course?: string | null; classLetter?: string | null; zone?: CourseZone },
): Promise<Course> {
  const list = await listCourses(tx);
  const found = list.find((c) => (course == null ? c.zone === zone : c.label === course));
  if (!found || (zone && found.zone !== zone)) throw new Refusal("course-unknown", { field: "course" });
  if (classLetter != null && !found.classes.includes(classLetter))
    throw new Refusal("class-unknown", { field: "classLetter", params: { course: found.label } });
  return found;
}

/** The options of the panel's course and class selects: the courses in use and every class they have. */
export async function readCourseChoices(context: Pick<AppContext, "db" | "reads">) {
  const list = await readCourses(context);
  const classes = [...new Set(list.flatMap((c) => c.classes))].sort((a, b) => a.localeCompare(b, "es"));
  return {
    courses: courseOptions(list),
    classes: classes.map((value) => ({ value, label: value })),
  };
}

/** The course a course-zone page was opened for (`?curso=2-eso`), among those in use; null for none or another. */
export async function readCourseFromUrl(context: Pick<AppContext, "db" | "reads">, request: Request) {
  return findCourse(await readCourses(context), new URL(request.url).searchParams.get(COURSE_PARAM));
}
