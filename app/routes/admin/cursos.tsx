import { Link } from "react-router";
import type { Route } from "./+types/cursos";
import { appContext } from "~/platform/server/context.server";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { AdminInput, AdminSelect, AdminTextarea } from "~/platform/components/admin-fields";
import { AdminForm, useFormRefused } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { CatalogRowButtons, RetiredRows } from "~/platform/components/catalog-rows";
import { catalogIntents } from "~/platform/server/catalog-intents.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { Refusal } from "~/platform/domain/refusals";
import { slugForm } from "~/platform/domain/zod";
import { COURSE_ZONES, courseSchema, newCourseSchema, newCoursesSchema, type CourseZone } from "~/courses";

import {
  addCourse,
  courseTaken,
  gatePasswordIntent,
  listAllCourses,
  moveCourse,
  setCourseRetired,
  updateCourse,
} from "~/courses/index.server";
import { courseGate, courseGateLabel, GatePasswordForms } from "~/people";

import { generateSharedPassword, listGatePasswordChanges, setGatePassword } from "~/people/index.server";
import { startCoursePage } from "~/pages/index.server";

/**
 * The school's courses: add one (name, address, classes, its zone's fourth card, its
 * password), rename it, change its classes, reorder, retire and bring back. Everything that names
 * courses (the menu, the gate, the forms' selects, the blog's filters, search, the sitemap) reads them.
 */
const TITLE = "Cursos";

export async function loader({ context: router }: Route.LoaderArgs) {
  const { db } = router.get(appContext);
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

/** The answer's key of each course added with the others (its value: the password, shown once). */
const ADDED_COURSE = "curso:";

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

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
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
        await startCoursePage(tx, course, staff);
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
          await startCoursePage(tx, row, staff);
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
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

type CourseView = Route.ComponentProps["loaderData"]["courses"][number];

export default function AdminCourses({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { courses, suggestedPassword } = loaderData;
  const added = answer?.ok ? answer.reply : undefined;
  const addedList = Object.entries(added ?? {}).flatMap(([key, password]) =>
    key.startsWith(ADDED_COURSE) ? [{ label: key.slice(ADDED_COURSE.length), password }] : [],
  );
  const addedMany = addedList.length > 0 ? addedList : null;
  const inUse = courses.filter((course) => !course.retired);
  const retired = courses.filter((course) => course.retired);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="text-slate-700">
          Los cursos del departamento, en el orden del menú. Cada uno tiene su página, su zona con contraseña, sus
          clases (en el ranking, el progreso y las noticias) y su filtro en el blog. Su texto se edita en{" "}
          <Link to="/admin/paginas" className="font-semibold text-teal-900 underline underline-offset-4">
            Páginas
          </Link>
          .
        </p>
      </div>

      <AdminPanel title={`Cursos en uso (${inUse.length})`} id="en-uso">
        {inUse.length === 0 ? (
          <p className="text-slate-700">No hay ningún curso en uso: añade uno aquí debajo.</p>
        ) : (
          <ol className="space-y-4">
            {inUse.map((course, index) => (
              <CourseRow key={course.slug} course={course} first={index === 0} last={index === inUse.length - 1} />
            ))}
          </ol>
        )}
      </AdminPanel>

      <AdminPanel title="Añadir varios cursos a la vez" id="varios">
        {addedMany ? (
          <div role="status" className="mb-4 rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
            <p className="font-semibold">{addedMany.length} cursos añadidos: ya están en el menú.</p>
            <p className="mt-1 text-sm">
              La contraseña de la zona de cada uno (apúntalas ahora: no se volverán a mostrar; puedes cambiarlas en su
              fila):
            </p>
            <dl className="mt-2 grid gap-2 sm:grid-cols-2" data-testid="contrasenas-nuevos-cursos">
              {addedMany.map((course) => (
                <div key={course.label} className="rounded bg-white p-3">
                  <dt className="text-sm font-semibold">{course.label}</dt>
                  <dd className="font-mono text-lg">{course.password}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <AdminForm
          key={addedMany ? "hechos" : "varios"}
          intent="addCourses"
          className="grid gap-3"
          aria-label="Añadir varios cursos a la vez"
        >
          <AdminTextarea
            name="courses"
            label="Cursos, uno por línea, con sus clases"
            rows={5}
            maxLength={2000}
            hint="Así: 1º ESO: A-D, y debajo 4º ESO: A, B. Cada uno tendrá su página, su zona con el ranking amigable y una contraseña que verás al guardar."
          />
          <div>
            <NavigationSubmitButton intent="addCourses">Añadir los cursos</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>

      <AdminPanel title="Añadir un curso" id="nuevo">
        {/* Where the teacher is when the form answers: the password to write down, then an empty form. */}
        {added?.added ? (
          <div role="status" className="mb-4 rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
            <p className="font-semibold">{added.added} añadido: ya está en el menú.</p>
            <p className="mt-1 text-sm">
              Contraseña de su zona (apúntala ahora: no se volverá a mostrar; puedes cambiarla en su fila):
            </p>
            <p className="mt-2 rounded bg-white p-3 font-mono text-lg" data-testid="contrasena-nuevo-curso">
              {added.password}
            </p>
          </div>
        ) : null}
        <AdminForm
          key={added?.added ?? "nuevo"}
          intent="addCourse"
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Añadir un curso"
        >
          <AdminInput name="label" label="Nombre" hint="Como lo leen las familias: 4º ESO" required maxLength={40} />
          <AdminInput
            name="slug"
            label="Dirección (opcional)"
            hint="Su página será /cursos/<dirección>. Vacía: se toma del nombre (4º ESO → 4-eso). No cambia después."
            maxLength={40}
          />
          <AdminInput
            name="classes"
            label="Clases"
            hint="Separadas por comas (A, B, C) o un intervalo (A-D)"
            required
          />
          <AdminSelect name="zone" label="Cuarta tarjeta de su zona" defaultValue="ranking" options={COURSE_ZONES} />
          <AdminInput
            name="password"
            label="Contraseña de su zona"
            hint="La que daréis al alumnado; puedes cambiarla después aquí o en Ajustes"
            defaultValue={suggestedPassword}
            required
            autoComplete="off"
          />
          <div className="sm:col-span-2">
            <NavigationSubmitButton intent="addCourse">Añadir el curso</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>

      {retired.length > 0 ? (
        <AdminPanel title={`Cursos retirados (${retired.length})`} id="retirados">
          <p className="mb-3 text-sm text-slate-700">
            No están en el menú ni en los formularios; su dirección lleva al archivo, donde sigue lo que publicaron.
          </p>
          <RetiredRows
            rows={retired.map((course) => ({ id: course.slug, name: course.label, path: `/cursos/${course.slug}` }))}
            restoreIntent="restoreCourse"
          />
        </AdminPanel>
      ) : null}
    </div>
  );
}

function CourseRow({ course, first, last }: { course: CourseView; first: boolean; last: boolean }) {
  const zone = COURSE_ZONES.find((z) => z.value === course.zone)?.label ?? "";
  // A refused change comes back with its form open, what was typed and why.
  const editRefused = useFormRefused("updateCourse", course.slug);
  const passwordRefused = useFormRefused("password", courseGate(course.slug));
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-slate-900">{course.label}</h3>
          <p className="text-sm text-slate-700">
            <Link to={`/cursos/${course.slug}`} className="underline underline-offset-4">
              /cursos/{course.slug}
            </Link>{" "}
            · clases {course.classes.join(", ")} · {zone}
          </p>
        </div>
        <CatalogRowButtons
          id={course.slug}
          name={course.label}
          first={first}
          last={last}
          intents={{ move: "moveCourse", retire: "retireCourse" }}
          confirm={`¿Retirar ${course.label}? Sale del menú; sus datos se quedan y puedes volver a usarlo.`}
        />
      </div>
      <details className="mt-3" open={editRefused || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-teal-900">
          Cambiar nombre, clases o tarjeta
        </summary>
        <AdminForm
          intent="updateCourse"
          id={course.slug}
          className="mt-3 grid gap-3 sm:grid-cols-3"
          aria-label={`Cambiar ${course.label}`}
        >
          <AdminInput name="label" label="Nombre" defaultValue={course.label} required maxLength={40} />
          <AdminInput name="classes" label="Clases" defaultValue={course.classes.join(", ")} required />
          <AdminSelect
            name="zone"
            label="Cuarta tarjeta de su zona"
            defaultValue={course.zone}
            options={COURSE_ZONES}
          />
          <div className="sm:col-span-3">
            <NavigationSubmitButton intent="updateCourse" id={course.slug}>
              Guardar cambios
            </NavigationSubmitButton>
          </div>
        </AdminForm>
      </details>
      <details className="mt-2" open={passwordRefused || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-teal-900">Cambiar su contraseña</summary>
        <div className="mt-3">
          <GatePasswordForms
            gates={[
              {
                gate: courseGate(course.slug),
                label: courseGateLabel(course.label),
                updatedAt: course.passwordChangedAt,
              },
            ]}
          />
        </div>
      </details>
    </li>
  );
}
