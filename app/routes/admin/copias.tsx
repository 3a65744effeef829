import { Download } from "lucide-react";
import { appContext } from "~/platform/server/context.server";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import type { Route } from "./+types/copias";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { backupsPageIntents, loadBackupsPage } from "~/backups/index.server";
import { BACKUPS_PAGE_COPY } from "~/backups";
import { useRevalidateWhile } from "~/platform/hooks/use-revalidate-while";

export async function loader({ context: router }: Route.LoaderArgs) {
  return loadBackupsPage(router.get(appContext));
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, backupsPageIntents(args.context.get(appContext)));
}

export function meta() {
  return unlistedPageMeta(BACKUPS_PAGE_COPY.title);
}

export default function AdminBackups({ loaderData }: Route.ComponentProps) {
  const { unavailable, busy, files, othersInFolder, problems, settings } = loaderData;
  useRevalidateWhile(busy, 2_000);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{BACKUPS_PAGE_COPY.title}</h1>
      <AdminPanel title="Copia ahora" id="copiar">
        {settings ? (
          <p className="mb-3 text-sm text-slate-700">
            {settings.hour === "off"
              ? "Las copias programadas están desactivadas (BACKUP_HOUR=off)."
              : `Cada noche a las ${settings.hour} (hora de Madrid) el servidor guarda una copia de la base de datos y de las imágenes subidas, sin parar la web.`}{" "}
            Se conservan las de los últimos {settings.keepDaily} días y una por semana de las {settings.keepWeekly}{" "}
            semanas anteriores. Carpeta: <code className="break-all">{settings.dir}</code>.
          </p>
        ) : null}
        {unavailable ? (
          <p className="text-sm font-medium text-slate-900">{unavailable}</p>
        ) : busy ? (
          <p
            role="status"
            className="rounded-lg border border-teal-800 bg-teal-50 p-3 text-sm font-semibold text-slate-900"
          >
            Haciendo una copia… Aparecerá en la lista en cuanto esté comprobada.
          </p>
        ) : (
          <AdminForm intent="backup" aria-label="Hacer una copia ahora">
            <NavigationSubmitButton intent="backup">Hacer una copia ahora</NavigationSubmitButton>
          </AdminForm>
        )}
      </AdminPanel>
      {problems.length > 0 ? (
        <AdminPanel title="Avisos" id="avisos">
          <ul className="space-y-2 text-sm">
            {problems.map((p) => (
              <li key={p.id} className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
                <strong>{formatMadridDateTime(new Date(p.at))}:</strong> {p.message}
              </li>
            ))}
          </ul>
        </AdminPanel>
      ) : null}
      <AdminPanel title={`Copias guardadas (${files.length})`} id="lista">
        {files.length === 0 ? (
          <p className="text-sm text-slate-700">Todavía no hay ninguna copia.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {files.map((file) => (
              <li key={file.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-slate-900">{formatMadridDateTime(new Date(file.takenAt))}</p>
                  <p className="text-sm text-slate-700">
                    {file.size} · {file.trigger} · {file.check}
                  </p>
                </div>
                <a
                  href={`/admin/copias/${file.name}`}
                  download
                  className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
                  aria-label={`Descargar la copia del ${formatMadridDateTime(new Date(file.takenAt))}`}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Descargar
                </a>
              </li>
            ))}
          </ul>
        )}
        {othersInFolder > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            {othersInFolder === 1
              ? "En la carpeta hay otra copia cuyo nombre no lleva el de esta web (de una versión anterior o de otra web que use la misma carpeta): no se lista, no se descarga desde aquí y no se borra."
              : `En la carpeta hay otras ${othersInFolder} copias cuyo nombre no lleva el de esta web (de una versión anterior o de otra web que use la misma carpeta): no se listan, no se descargan desde aquí y no se borran.`}
          </p>
        ) : null}
      </AdminPanel>
    </div>
  );
}
