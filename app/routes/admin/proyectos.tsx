import { Link } from "react-router";
import type { Route } from "./+types/proyectos";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { CatalogEditorLists } from "~/platform/components/catalog-rows";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { AddProjectPanel, ProjectRow, projectPath } from "~/pages";
import { listAllProjects, projectCatalogIntents } from "~/pages/index.server";

/**
 * The department's projects: add one (name, address, icon, colour, with or without a
 * sign-up form), rename it, change its look, reorder, retire and bring back. The menu, the page
 * editors, search, the sitemap and the inbox's filter read them; what a page says is edited in «Páginas».
 */
const TITLE = "Proyectos";

export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await listAllProjects(context.get(appContext).db) };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, projectCatalogIntents());
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

const linkClass = "font-semibold text-teal-900 underline underline-offset-4";

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
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

      <CatalogEditorLists
        items={loaderData.projects}
        row={(project, place) => <ProjectRow key={project.slug} project={project} {...place} />}
        inUseTitle={(count) => `Proyectos en uso (${count})`}
        empty="No hay ningún proyecto en uso: añade uno aquí debajo."
        retiredTitle={(count) => `Proyectos retirados (${count})`}
        retiredText="No están en el menú; su dirección dice que el proyecto ha terminado. Su página y sus inscripciones se guardan."
        retiredRow={(project) => ({ id: project.slug, name: project.title, path: projectPath(project.slug) })}
        restoreIntent="restoreProject"
      >
        <AddProjectPanel />
      </CatalogEditorLists>
    </div>
  );
}
