import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import type { Route } from "./+types/enlaces";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { linkCheckIntents, loadLinkCheckPage } from "~/site/index.server";
import { LINK_CHECK_PAGE_COPY as copy } from "~/site";
import { useRevalidateWhile } from "~/platform/hooks/use-revalidate-while";

export async function loader({ context: router }: Route.LoaderArgs) {
  return loadLinkCheckPage(router.get(appContext));
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, linkCheckIntents(args.context.get(appContext)));
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

export default function AdminLinkCheck({ loaderData }: Route.ComponentProps) {
  const { last } = loaderData;
  // With JavaScript the progress moves by itself; without it, «Ver cómo va» reloads the page.
  useRevalidateWhile(Boolean(last?.running), 2_000);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <AdminPanel title={copy.panel} id="comprobar">
        <p className="mb-3 text-sm text-slate-700">{copy.intro}</p>
        {last?.running ? (
          <div role="status" className="rounded-lg border border-teal-800 bg-teal-50 p-3 text-sm text-slate-900">
            <p className="font-semibold">{copy.progress(last.checked, last.total)}</p>
            <progress
              className="mt-2 w-full"
              max={last.total || 1}
              value={last.checked}
              aria-label={copy.progressLabel}
            />
            <Link
              to="/admin/enlaces"
              className="mt-2 inline-block font-semibold text-teal-900 underline underline-offset-4"
            >
              {copy.howFar}
            </Link>
          </div>
        ) : (
          <AdminForm intent="check" aria-label={copy.title}>
            <NavigationSubmitButton intent="check">{copy.title}</NavigationSubmitButton>
          </AdminForm>
        )}
      </AdminPanel>
      {last && !last.running ? (
        <AdminPanel title={copy.broken(last.broken.length)} id="rotos">
          <p className="mb-3 text-sm text-slate-700">
            {copy.last(formatMadridDateTime(new Date(last.checkedAt)), last.checkedBy, last.working)}
          </p>
          {last.broken.length === 0 ? (
            <p className="text-sm text-slate-700">{copy.allWork}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {last.broken.map((link) => (
                <li key={link.url} className="py-3">
                  <p className="font-semibold text-slate-900">{link.label}</p>
                  <p className="break-all text-sm text-slate-700">{link.url}</p>
                  <p className="mt-1 text-sm font-medium text-red-800">{link.problem}</p>
                  <ul className="mt-2 space-y-1 text-sm">
                    {link.places.map((place) => (
                      <li key={`${place.path}-${place.page}`} className="flex flex-wrap items-center gap-3">
                        <Link
                          to={place.path}
                          className="inline-flex items-center gap-1 text-teal-900 underline underline-offset-4"
                        >
                          {place.page}
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                        </Link>
                        {place.editPath ? (
                          <Link
                            to={place.editPath}
                            className="rounded-lg border border-slate-300 px-3 py-1 font-semibold text-slate-900 hover:bg-slate-50"
                          >
                            {copy.edit}
                          </Link>
                        ) : (
                          <span className="text-slate-600">{copy.notEditable}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      ) : null}
    </div>
  );
}
