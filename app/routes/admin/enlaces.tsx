import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import { noFields } from "~/platform/domain/zod";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import type { Route } from "./+types/enlaces";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { getLastLinkCheck, runLinkCheck, startLinkCheck } from "~/site/index.server";
import { useRevalidateWhile } from "~/platform/hooks/use-revalidate-while";

const TITLE = "Comprobar enlaces";

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const last = await getLastLinkCheck(context.db);
  if (!last) return { last: null };
  return {
    last: {
      running: last.status === "running",
      total: last.total,
      checked: last.checked,
      checkedAt: last.checkedAt.toISOString(),
      checkedBy: last.checkedBy,
      broken: last.results.filter((r) => !r.ok),
      working: last.results.filter((r) => r.ok).length,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  return handleAdminAction(args, {
    check: intent({
      schema: noFields,
      async run(_, { tx, staff }) {
        const id = await startLinkCheck(tx, staff.email, context.linkCheck);
        return {
          action: "Comprobación de enlaces empezada",
          // The links are checked in the background once the row is committed: no request waits
          // for hundreds of links; the page shows how far it got.
          afterCommit: async () => {
            void runLinkCheck(context.db, id, context.linkCheck)
              .then(() => context.dataChanged())
              .catch((error: unknown) =>
                console.error(JSON.stringify({ level: "error", msg: "link check failed", error: String(error) })),
              );
          },
        };
      },
      success: "Comprobando los enlaces: el resultado aparece aquí en cuanto termine",
    }),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminLinkCheck({ loaderData }: Route.ComponentProps) {
  const { last } = loaderData;
  // With JavaScript the progress moves by itself; without it, «Ver cómo va» reloads the page.
  useRevalidateWhile(Boolean(last?.running), 2_000);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <AdminPanel title="Enlaces y vídeos de la web" id="comprobar">
        <p className="mb-3 text-sm text-slate-700">
          El servidor abre cada enlace externo y cada vídeo de la web (de pocos en pocos, con un máximo de 5 segundos y
          5 redirecciones cada uno) y te dice cuáles no funcionan y en qué página están. Puedes seguir trabajando
          mientras tanto: el resultado aparece en esta página.
        </p>
        {last?.running ? (
          <div role="status" className="rounded-lg border border-teal-800 bg-teal-50 p-3 text-sm text-slate-900">
            <p className="font-semibold">
              Comprobando los enlaces: {last.checked} de {last.total || "…"}.
            </p>
            <progress
              className="mt-2 w-full"
              max={last.total || 1}
              value={last.checked}
              aria-label="Enlaces comprobados"
            />
            <Link
              to="/admin/enlaces"
              className="mt-2 inline-block font-semibold text-teal-900 underline underline-offset-4"
            >
              Ver cómo va
            </Link>
          </div>
        ) : (
          <AdminForm intent="check" aria-label={TITLE}>
            <NavigationSubmitButton intent="check">Comprobar enlaces</NavigationSubmitButton>
          </AdminForm>
        )}
      </AdminPanel>
      {last && !last.running ? (
        <AdminPanel title={`Enlaces rotos (${last.broken.length})`} id="rotos">
          <p className="mb-3 text-sm text-slate-700">
            Última comprobación: {formatMadridDateTime(new Date(last.checkedAt))}, por {last.checkedBy}. Funcionan{" "}
            {last.working}.
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
