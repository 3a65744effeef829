import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { appContext } from "~/context";
import { z } from "~/domain/zod";
import { formatMadridDateTime } from "~/domain/madrid-time";
import type { Route } from "./+types/enlaces";
import { AdminForm, AdminPanel, NavigationSubmitButton } from "~/components/admin/admin-form";
import { unlistedPageMeta } from "~/content/pages";
import { handleAdminAction, intent } from "~/server/admin-action.server";
import { checkLinks, collectSiteLinks, getLastLinkCheck, saveLinkCheck } from "~/server/link-check.server";

const TITLE = "Comprobar enlaces";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const last = await getLastLinkCheck(context.db);
  if (!last) return { last: null };
  return {
    last: {
      checkedAt: last.checkedAt.toISOString(),
      checkedBy: last.checkedBy,
      broken: last.results.filter((r) => !r.ok),
      working: last.results.filter((r) => r.ok).length,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  const formData = await args.request.formData().catch(() => new FormData());
  // The links are fetched before the write's transaction (the panel's middleware has already
  // checked who asks): a check takes seconds, and must not hold the database meanwhile.
  const results = formData.get("intent") === "check" ? await checkLinks(await collectSiteLinks(context.db), context.linkCheck) : [];
  return handleAdminAction(
    args,
    {
      check: intent({
        schema: z.object({}),
        async run(_, { tx, staff }) {
          await saveLinkCheck(tx, { checkedBy: staff.email, results });
          const broken = results.filter((r) => !r.ok).length;
          return { action: "Enlaces comprobados", details: `${results.length} enlaces, ${broken} rotos` };
        },
        success: "Enlaces comprobados",
      }),
    },
    { formData },
  );
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminLinkCheck({ loaderData }: Route.ComponentProps) {
  const { last } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <AdminPanel title="Enlaces y vídeos de la web" id="comprobar">
        <p className="mb-3 text-sm text-slate-700">
          El servidor abre cada enlace externo y cada vídeo de la web (de pocos en pocos, con un máximo de 5 segundos y 5 redirecciones cada uno) y te dice cuáles
          no funcionan y en qué página están. Tarda unos segundos.
        </p>
        <AdminForm intent="check" aria-label={TITLE}>
          <NavigationSubmitButton intent="check">Comprobar enlaces</NavigationSubmitButton>
        </AdminForm>
      </AdminPanel>
      {last ? (
        <AdminPanel title={`Enlaces rotos (${last.broken.length})`} id="rotos">
          <p className="mb-3 text-sm text-slate-700">
            Última comprobación: {formatMadridDateTime(new Date(last.checkedAt))}, por {last.checkedBy}. Funcionan {last.working}.
          </p>
          {last.broken.length === 0 ? (
            <p className="text-sm text-slate-700">Todos los enlaces funcionan.</p>
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
                        <Link to={place.path} className="inline-flex items-center gap-1 text-teal-900 underline underline-offset-4">
                          {place.page}
                          <ExternalLink aria-hidden="true" className="size-3.5" />
                        </Link>
                        {place.editPath ? (
                          <Link to={place.editPath} className="rounded-lg border border-slate-300 px-3 py-1 font-semibold text-slate-900 hover:bg-slate-50">
                            Editar
                          </Link>
                        ) : (
                          <span className="text-slate-600">(esta página todavía no se edita desde el panel)</span>
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
