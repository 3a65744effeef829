import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/paginas";
import { AdminPanel } from "~/platform/components/admin-panels";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { listPagesForPanel } from "~/pages/index.server";
import { PAGE_LIST_COPY as copy } from "~/pages";

const TITLE = copy.title;

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
      <p className="max-w-3xl text-slate-700">{copy.intro}</p>
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
                      ? copy.published(formatMadridDateTime(page.updatedAt), page.authorName)
                      : copy.unpublished}
                    {page.draft ? copy.hasDraft : ""}
                  </p>
                </div>
                <a href={page.publicPath} className="text-sm font-semibold text-slate-900 underline underline-offset-2">
                  {copy.view}
                </a>
              </li>
            ))}
          </ul>
        </AdminPanel>
      ))}
    </div>
  );
}
