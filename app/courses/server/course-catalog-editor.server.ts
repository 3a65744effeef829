import type { Staff } from "~/platform/domain/staff";
import { Refusal } from "~/platform/domain/refusals";
import { slugForm } from "~/platform/domain/zod";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import { catalogIntents } from "~/platform/server/catalog-intents.server";
import type { Database } from "~/platform/server/db.server";
import { courseGate } from "~/people";
import { generateSharedPassword, listGatePasswordChanges, setGatePassword } from "~/people/index.server";
import { ADDED_COURSE, courseSchema, newCourseSchema, newCoursesSchema } from "../domain/course-forms";
import type { Course, CourseZone } from "../domain/courses";
import {
  addCourse,
  courseTaken,
  listAllCourses,
  moveCourse,
  setCourseRetired,
  updateCourse,
} from "./course-catalog.server";
import { gatePasswordIntent } from "./course-passwords.server";

/** The school's courses for their editor: each with when its password last changed, and a password to suggest. */
export async function loadCourseCatalog(db: Database) {
  const [courses, changed] = await Promise.all([listAllCourses(db), listGatePasswordChanges(db)]);
  return {
    courses: courses.map((course) => ({
      ...course,
      passwordChangedAt: changed[courseGate(course.slug)]?.toISOString() ?? null,
    })),
    // A suggested password, easy to type on a phone: stored (hashed) only if the course is added with it.
    suggestedPassword: generateSharedPassword(),
  };
}

const slugSchema = slugForm(40);

/** Only one course shows the group progress (its rows have no course of their own). */
async function checkProgressFree(tx: Parameters<typeof listAllCourses>[0], zone: CourseZone, slug: string) {
  if (zone !== "progress") return;
  const other = (await listAllCourses(tx)).find((c) => c.zone === "progress" && c.slug !== slug);
  if (other)
    throw new AdminActionError(
      `Solo un curso puede mostrar el progreso del grupo, y ya lo muestra ${other.label}${other.retired ? " (retirado)" : ""}: elige «Ranking amigable».`,
      400,
    );
}

const courseRows = catalogIntents({
  noun: "Curso",
  move: moveCourse,
  setRetired: setCourseRetired,
  retired: "Curso retirado: ya no está en el menú; lo que publicó sigue en el archivo",
  restored: "Curso recuperado: vuelve a estar en el menú",
});

/**
 * The courses' editor: add one or many, change one, reorder, retire and bring back, its password.
 * `startPage` gives a new course its page in the page editor (the pages capability's, above this one).
 */
export function courseCatalogIntents({
  startPage,
}: {
  startPage: (tx: Database, course: Pick<Course, "slug" | "label" | "classes">, staff: Staff) => Promise<unknown>;
}) {
  return {
    addCourse: intent({
      schema: newCourseSchema,
      refusals: { duplicate: "Ya hay un curso con ese nombre o esa dirección (también entre los retirados)." },
      async run(v, { tx, staff }) {
        const taken = await courseTaken(tx, { slug: v.slug, name: v.label });
        if (taken.name) throw new Refusal("duplicate", { field: "label" });
        if (taken.slug) throw new Refusal("duplicate", { field: "slug" });
        await checkProgressFree(tx, v.zone, v.slug);
        const course = { slug: v.slug, label: v.label, classes: v.classes, zone: v.zone };
        await addCourse(tx, course);
        await setGatePassword(tx, courseGate(course.slug), v.password);
        await startPage(tx, course, staff);
        return {
          action: "Curso añadido",
          target: course.label,
          details: `/cursos/${course.slug}, clases ${course.classes.join(", ")}`,
          // Shown once on the page that answers (only its hash is kept), as the year's close shows its new ones.
          reply: { added: course.label, password: v.password },
        };
      },
      success: ({ label }) => `${label} añadido: ya está en el menú`,
    }),
    // A new school's whole list in one submission: each course with a password of its own, shown once.
    addCourses: intent({
      schema: newCoursesSchema,
      refusals: { duplicate: "Ya hay un curso con ese nombre o esa dirección (también entre los retirados)." },
      async run(v, { tx, staff }) {
        const added: { label: string; password: string }[] = [];
        for (const course of v.courses) {
          const taken = await courseTaken(tx, { slug: course.slug, name: course.label });
          if (taken.name || taken.slug)
            throw new AdminActionError(
              `Ya hay un curso «${course.label}» (también entre los retirados): quítalo de la lista.`,
              400,
            );
          const row = { ...course, zone: "ranking" as const };
          await addCourse(tx, row);
          const password = generateSharedPassword();
          await setGatePassword(tx, courseGate(course.slug), password);
          await startPage(tx, row, staff);
          added.push({ label: course.label, password });
        }
        return {
          action: "Cursos añadidos",
          target: added.map((c) => c.label).join(", "),
          details: v.courses.map((c) => `/cursos/${c.slug}: ${c.classes.join(", ")}`).join("; "),
          // Shown once on the page that answers (only their hashes are kept).
          reply: Object.fromEntries(added.map((c) => [`${ADDED_COURSE}${c.label}`, c.password])),
        };
      },
      success: ({ courses }) => `${courses.length} cursos añadidos: ya están en el menú`,
    }),
    updateCourse: intent({
      schema: slugSchema.and(courseSchema),
      refusals: { duplicate: "Ya hay un curso con ese nombre (también entre los retirados)." },
      async run(v, { tx }) {
        if ((await courseTaken(tx, { name: v.label }, v.id)).name) throw new Refusal("duplicate", { field: "label" });
        await checkProgressFree(tx, v.zone, v.id);
        if (!(await updateCourse(tx, v.id, { label: v.label, classes: v.classes, zone: v.zone })))
          throw new Refusal("missing");
        return { action: "Curso cambiado", target: v.label, details: `clases ${v.classes.join(", ")}` };
      },
      success: "Cambios guardados",
    }),
    moveCourse: courseRows.move,
    retireCourse: courseRows.retire,
    restoreCourse: courseRows.restore,
    password: gatePasswordIntent(),
  };
}
