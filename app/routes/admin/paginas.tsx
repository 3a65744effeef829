import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/paginas";
import { AdminPanel } from "~/platform/components/admin-panels";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { listPagesForPanel } from "~/pages/index.server";

const TITLE = "Páginas de la web";

export async function loader({ context }: Route.LoaderArgs) {
  return { groups: await listPagesForPanel(context.get(appContext).db) };
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <p className="max-w-3xl text-slate-700">
        Los textos, enlaces, fotos y vídeos de cada página. Cada vez que publicas se guarda una versión: desde el editor
        puedes ver el historial y volver a una versión anterior.
      </p>
      {loaderData.groups.map(({ group, pages }) => (
        <AdminPanel key={group} title={group}>
          <ul className="divide-y divide-slate-200">
            {pages.map((page) => (
              <li key={page.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <Link
                    to={`/admin/paginas/${page.key}`}
                    className="font-semibold text-teal-900 underline underline-offset-2 hover:text-teal-700"
                  >
                    {page.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {page.updatedAt
                      ? `Publicada el ${formatMadridDateTime(page.updatedAt)} · ${page.authorName}`
                      : "Sin publicar todavía"}
                    {page.draft ? " · Tiene un borrador sin publicar" : ""}
                  </p>
                </div>
                <a href={page.publicPath} className="text-sm font-semibold text-slate-900 underline underline-offset-2">
                  Ver la página
                </a>
              </li>
            ))}
          </ul>
        </AdminPanel>
      ))}
    </div>
  );
}
