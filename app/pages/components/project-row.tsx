import { Link } from "react-router";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { CatalogRow } from "~/platform/components/catalog-rows";
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
  return (
    <CatalogRow
      id={project.slug}
      name={project.title}
      path={projectPath(project.slug)}
      about={
        <>
          {PROJECT_ICONS[project.icon]}, {PROJECT_THEMES[project.theme].label.toLowerCase()}
          {project.signup ? " · con inscripción" : ""} ·{" "}
          <Link to={`/admin/paginas/${pageKeys.project(project.slug)}`} className="underline underline-offset-4">
            editar su página
          </Link>
        </>
      }
      first={first}
      last={last}
      intents={{ move: "moveProject", retire: "retireProject" }}
      confirm={`¿Retirar ${project.title}? Sale del menú; su página y sus inscripciones se guardan y puedes volver a usarlo.`}
      edit={{
        intent: "updateProject",
        summary: "Cambiar nombre, icono, color o inscripción",
        fields: (
          <>
            <AdminInput name="title" label="Nombre" defaultValue={project.title} required maxLength={60} />
            <AdminSelect name="icon" label="Icono" defaultValue={project.icon} options={PROJECT_ICON_OPTIONS} />
            <AdminSelect name="theme" label="Color" defaultValue={project.theme} options={PROJECT_THEME_OPTIONS} />
            <div className="sm:col-span-3">
              <AdminCheckbox name="signup" label="Con formulario de inscripción" defaultChecked={project.signup} />
            </div>
          </>
        ),
      }}
    />
  );
}
