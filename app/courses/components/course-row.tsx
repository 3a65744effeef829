import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { useFormRefused } from "~/platform/components/admin-form";
import { CatalogRow } from "~/platform/components/catalog-rows";
import { courseGate, courseGateLabel, GatePasswordForms } from "~/people";
import { COURSE_ZONES } from "../domain/course-forms";
import type { Course } from "../domain/courses";

type CourseView = Course & { passwordChangedAt: string | null };

/** One course in use in its editor: where it is, its classes and card, its buttons, and its two forms folded. */
export function CourseRow({ course, first, last }: { course: CourseView; first: boolean; last: boolean }) {
  const zone = COURSE_ZONES.find((z) => z.value === course.zone)?.label ?? "";
  const passwordRefused = useFormRefused("password", courseGate(course.slug));
  return (
    <CatalogRow
      id={course.slug}
      name={course.label}
      path={`/cursos/${course.slug}`}
      about={`clases ${course.classes.join(", ")} · ${zone}`}
      first={first}
      last={last}
      intents={{ move: "moveCourse", retire: "retireCourse" }}
      confirm={`¿Retirar ${course.label}? Sale del menú; sus datos se quedan y puedes volver a usarlo.`}
      edit={{
        intent: "updateCourse",
        summary: "Cambiar nombre, clases o tarjeta",
        fields: (
          <>
            <AdminInput name="label" label="Nombre" defaultValue={course.label} required maxLength={40} />
            <AdminInput name="classes" label="Clases" defaultValue={course.classes.join(", ")} required />
            <AdminSelect
              name="zone"
              label="Cuarta tarjeta de su zona"
              defaultValue={course.zone}
              options={COURSE_ZONES}
            />
          </>
        ),
      }}
    >
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
    </CatalogRow>
  );
}
