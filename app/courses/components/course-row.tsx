import { Link } from "react-router";
import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm, useFormRefused } from "~/platform/components/admin-form";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { CatalogRowButtons } from "~/platform/components/catalog-rows";
import { courseGate, courseGateLabel, GatePasswordForms } from "~/people";
import { COURSE_ZONES } from "../domain/course-forms";
import type { Course } from "../domain/courses";

type CourseView = Course & { passwordChangedAt: string | null };

/** One course in use in its editor: where it is, its classes and card, its buttons, and its two forms folded. */
export function CourseRow({ course, first, last }: { course: CourseView; first: boolean; last: boolean }) {
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
