import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { PROJECT_ICON_OPTIONS, PROJECT_THEME_OPTIONS } from "../domain/projects";

/** One project more: its name, address, icon, colour, and whether it takes sign-ups. */
export function AddProjectPanel() {
  return (
    <AdminPanel title="Añadir un proyecto" id="nuevo">
      <AdminForm intent="addProject" className="grid gap-3 sm:grid-cols-2" aria-label="Añadir un proyecto">
        <AdminInput name="title" label="Nombre" hint="Como sale en el menú: Patios Activos" required maxLength={60} />
        <AdminInput
          name="slug"
          label="Dirección (opcional)"
          hint="Su página será /proyectos/<dirección>. Vacía: se toma del nombre (Patios Activos → patios-activos). No cambia después."
          maxLength={60}
        />
        <AdminSelect name="icon" label="Icono" defaultValue="sparkles" options={PROJECT_ICON_OPTIONS} />
        <AdminSelect name="theme" label="Color" defaultValue="teal" options={PROJECT_THEME_OPTIONS} />
        <div className="sm:col-span-2">
          <AdminCheckbox name="signup" label="Con formulario de inscripción" />
        </div>
        <div className="sm:col-span-2">
          <NavigationSubmitButton intent="addProject">Añadir el proyecto</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
