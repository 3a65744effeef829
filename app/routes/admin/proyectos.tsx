import { Link } from "react-router";
import type { Route } from "./+types/proyectos";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { CatalogEditorLists } from "~/platform/components/catalog-rows";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { PROJECT_CATALOG_COPY as copy } from "~/pages";
import { AddProjectPanel, ProjectRow, projectPath } from "~/pages";
import { listAllProjects, projectCatalogIntents } from "~/pages/index.server";

/**
 * The department's projects: add one (name, address, icon, colour, with or without a
 * sign-up form), rename it, change its look, reorder, retire and bring back. The menu, the page
 * editors, search, the sitemap and the inbox's filter read them; what a page says is edited in «Páginas».
 */
const TITLE = copy.title;

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
          {copy.intro}{" "}
          <Link to="/admin/paginas" className={linkClass}>
            {copy.pages}
          </Link>
          {copy.signupsArriveIn}{" "}
          <Link to="/admin/buzon?lista=proyectos" className={linkClass}>
            {copy.inbox}
          </Link>
          .
        </p>
      </div>

      <CatalogEditorLists
        items={loaderData.projects}
        row={(project, place) => <ProjectRow key={project.slug} project={project} {...place} />}
        inUseTitle={copy.inUse}
        empty={copy.empty}
        retiredTitle={copy.retired}
        retiredText={copy.retiredText}
        retiredRow={(project) => ({ id: project.slug, name: project.title, path: projectPath(project.slug) })}
        restoreIntent="restoreProject"
      >
        <AddProjectPanel />
      </CatalogEditorLists>
    </div>
  );
}
