import { AdminInput, AdminSelect, AdminTextarea } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { COURSE_ZONES } from "../domain/course-forms";

/** A new school's whole list in one submission; after it, each course's password, shown once. */
export function AddManyCoursesPanel({ addedMany }: { addedMany: { label: string; password: string }[] | null }) {
  return (
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
  );
}

/** One course more, with its zone's password (suggested); after it, that password, shown once. */
export function AddCoursePanel({
  added,
  suggestedPassword,
}: {
  added: { added?: string; password?: string } | undefined;
  suggestedPassword: string;
}) {
  return (
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
        <AdminInput name="classes" label="Clases" hint="Separadas por comas (A, B, C) o un intervalo (A-D)" required />
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
  );
}
