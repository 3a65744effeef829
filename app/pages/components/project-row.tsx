import { Link } from "react-router";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm, useFormRefused } from "~/platform/components/admin-form";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { CatalogRowButtons } from "~/platform/components/catalog-rows";
import { pageKeys } from "../copy/page-keys";
import {
  PROJECT_ICON_OPTIONS,
  PROJECT_ICONS,
  PROJECT_THEME_OPTIONS,
  PROJECT_THEMES,
  type Project,
  projectPath,
} from "../domain/projects";

/** One project in use in its editor: where it is, its look, its buttons, and its form folded. */
export function ProjectRow({ project, first, last }: { project: Project; first: boolean; last: boolean }) {
  // A refused change comes back with its form open, what was typed and why.
  const editRefused = useFormRefused("updateProject", project.slug);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-slate-900">{project.title}</h3>
          <p className="text-sm text-slate-700">
            <Link to={projectPath(project.slug)} className="underline underline-offset-4">
              {projectPath(project.slug)}
            </Link>{" "}
            · {PROJECT_ICONS[project.icon]}, {PROJECT_THEMES[project.theme].label.toLowerCase()}
            {project.signup ? " · con inscripción" : ""} ·{" "}
            <Link to={`/admin/paginas/${pageKeys.project(project.slug)}`} className="underline underline-offset-4">
              editar su página
            </Link>
          </p>
        </div>
        <CatalogRowButtons
          id={project.slug}
          name={project.title}
          first={first}
          last={last}
          intents={{ move: "moveProject", retire: "retireProject" }}
          confirm={`¿Retirar ${project.title}? Sale del menú; su página y sus inscripciones se guardan y puedes volver a usarlo.`}
        />
      </div>
      <details className="mt-3" open={editRefused || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-teal-900">
          Cambiar nombre, icono, color o inscripción
        </summary>
        <AdminForm
          intent="updateProject"
          id={project.slug}
          className="mt-3 grid gap-3 sm:grid-cols-3"
          aria-label={`Cambiar ${project.title}`}
        >
          <AdminInput name="title" label="Nombre" defaultValue={project.title} required maxLength={60} />
          <AdminSelect name="icon" label="Icono" defaultValue={project.icon} options={PROJECT_ICON_OPTIONS} />
          <AdminSelect name="theme" label="Color" defaultValue={project.theme} options={PROJECT_THEME_OPTIONS} />
          <div className="sm:col-span-3">
            <AdminCheckbox name="signup" label="Con formulario de inscripción" defaultChecked={project.signup} />
          </div>
          <div className="sm:col-span-3">
            <NavigationSubmitButton intent="updateProject" id={project.slug}>
              Guardar cambios
            </NavigationSubmitButton>
          </div>
        </AdminForm>
      </details>
    </li>
  );
}
