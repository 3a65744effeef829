import { Link } from "react-router";
import type { Route } from "./+types/proyectos";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm, useFormRefused } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { CatalogRowButtons, RetiredRows } from "~/platform/components/catalog-rows";
import { catalogIntents } from "~/platform/server/catalog-intents.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { Refusal } from "~/platform/domain/refusals";
import { slugForm } from "~/platform/domain/zod";
import {
  PROJECT_ICON_OPTIONS,
  PROJECT_ICONS,
  PROJECT_THEME_OPTIONS,
  PROJECT_THEMES,
  pageKeys,
  projectPath,
  newProjectSchema,
  projectSchema,
} from "~/pages";

import {
  addProject,
  listAllProjects,
  moveProject,
  projectTaken,
  setProjectRetired,
  startProjectPage,
  updateProject,
} from "~/pages/index.server";

/**
 * The department's projects: add one (name, address, icon, colour, with or without a
 * sign-up form), rename it, change its look, reorder, retire and bring back. The menu, the page
 * editors, search, the sitemap and the inbox's filter read them; what a page says is edited in «Páginas».
 */
const TITLE = "Proyectos";

export async function loader({ context: router }: Route.LoaderArgs) {
  const { db } = router.get(appContext);
  return { projects: await listAllProjects(db) };
}

const slugSchema = slugForm(60);
const DUPLICATE = "Ya hay un proyecto con ese nombre o esa dirección (también entre los retirados).";

const projectRows = catalogIntents({
  noun: "Proyecto",
  move: moveProject,
  setRetired: setProjectRetired,
  retired: "Proyecto retirado: ya no está en el menú; su dirección dice que ha terminado",
  restored: "Proyecto recuperado: vuelve a estar en el menú",
});

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    addProject: intent({
      schema: newProjectSchema,
      refusals: { duplicate: DUPLICATE },
      async run(v, { tx, staff }) {
        const taken = await projectTaken(tx, { slug: v.slug, name: v.title });
        if (taken.name) throw new Refusal("duplicate", { field: "title" });
        if (taken.slug) throw new Refusal("duplicate", { field: "slug" });
        const project = { slug: v.slug, title: v.title, icon: v.icon, theme: v.theme, signup: v.signup };
        await addProject(tx, project);
        await startProjectPage(tx, project, staff);
        return {
          action: "Proyecto añadido",
          target: project.title,
          details: `${projectPath(project.slug)}${project.signup ? ", con inscripción" : ""}`,
        };
      },
      success: ({ title }) => `${title} añadido: ya está en el menú; escribe su página en «Páginas»`,
    }),
    updateProject: intent({
      schema: slugSchema.and(projectSchema),
      refusals: { duplicate: DUPLICATE },
      async run(v, { tx }) {
        if ((await projectTaken(tx, { name: v.title }, v.id)).name) throw new Refusal("duplicate", { field: "title" });
        const change = { title: v.title, icon: v.icon, theme: v.theme, signup: v.signup };
        if (!(await updateProject(tx, v.id, change))) throw new Refusal("missing");
        return {
          action: "Proyecto cambiado",
          target: v.title,
          details: v.signup ? "con inscripción" : "sin inscripción",
        };
      },
      success: "Cambios guardados",
    }),
    moveProject: projectRows.move,
    retireProject: projectRows.retire,
    restoreProject: projectRows.restore,
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

type ProjectView = Route.ComponentProps["loaderData"]["projects"][number];

const linkClass = "font-semibold text-teal-900 underline underline-offset-4";

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  const inUse = projects.filter((project) => !project.retired);
  const retired = projects.filter((project) => project.retired);
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="text-slate-700">
          Los proyectos del departamento, en el orden del menú «Nuestros Proyectos». Lo que dice la página de cada uno
          (textos, fotos, vídeo, enlaces, si la inscripción está abierta) se escribe en{" "}
          <Link to="/admin/paginas" className={linkClass}>
            Páginas
          </Link>
          ; las inscripciones llegan al{" "}
          <Link to="/admin/buzon?lista=proyectos" className={linkClass}>
            Buzón
          </Link>
          .
        </p>
      </div>

      <AdminPanel title={`Proyectos en uso (${inUse.length})`} id="en-uso">
        {inUse.length === 0 ? (
          <p className="text-slate-700">No hay ningún proyecto en uso: añade uno aquí debajo.</p>
        ) : (
          <ol className="space-y-4">
            {inUse.map((project, index) => (
              <ProjectRow key={project.slug} project={project} first={index === 0} last={index === inUse.length - 1} />
            ))}
          </ol>
        )}
      </AdminPanel>

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

      {retired.length > 0 ? (
        <AdminPanel title={`Proyectos retirados (${retired.length})`} id="retirados">
          <p className="mb-3 text-sm text-slate-700">
            No están en el menú; su dirección dice que el proyecto ha terminado. Su página y sus inscripciones se
            guardan.
          </p>
          <RetiredRows
            rows={retired.map((project) => ({
              id: project.slug,
              name: project.title,
              path: projectPath(project.slug),
            }))}
            restoreIntent="restoreProject"
          />
        </AdminPanel>
      ) : null}
    </div>
  );
}

function ProjectRow({ project, first, last }: { project: ProjectView; first: boolean; last: boolean }) {
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
