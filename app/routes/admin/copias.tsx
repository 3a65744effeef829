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
import { BACKUPS_PAGE_COPY as copy } from "~/backups";
import { useRevalidateWhile } from "~/platform/hooks/use-revalidate-while";

export async function loader({ context: router }: Route.LoaderArgs) {
  return loadBackupsPage(router.get(appContext));
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, backupsPageIntents(args.context.get(appContext)));
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

export default function AdminBackups({ loaderData }: Route.ComponentProps) {
  const { unavailable, busy, files, othersInFolder, problems, settings } = loaderData;
  useRevalidateWhile(busy, 2_000);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{copy.title}</h1>
      <AdminPanel title={copy.now} id="copiar">
        {settings ? (
          <p className="mb-3 text-sm text-slate-700">
            {settings.hour === "off" ? copy.scheduledOff : copy.scheduledAt(settings.hour)}{" "}
            {copy.kept(settings.keepDaily, settings.keepWeekly)} {copy.folder}{" "}
            <code className="break-all">{settings.dir}</code>.
          </p>
        ) : null}
        {unavailable ? (
          <p className="text-sm font-medium text-slate-900">{unavailable}</p>
        ) : busy ? (
          <p
            role="status"
            className="rounded-lg border border-teal-800 bg-teal-50 p-3 text-sm font-semibold text-slate-900"
          >
            {copy.making}
          </p>
        ) : (
          <AdminForm intent="backup" aria-label={copy.makeNow}>
            <NavigationSubmitButton intent="backup">{copy.makeNow}</NavigationSubmitButton>
          </AdminForm>
        )}
      </AdminPanel>
      {problems.length > 0 ? (
        <AdminPanel title={copy.warnings} id="avisos">
          <ul className="space-y-2 text-sm">
            {problems.map((p) => (
              <li key={p.id} className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
                <strong>{formatMadridDateTime(new Date(p.at))}:</strong> {p.message}
              </li>
            ))}
          </ul>
        </AdminPanel>
      ) : null}
      <AdminPanel title={copy.saved(files.length)} id="lista">
        {files.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.none}</p>
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
                  aria-label={copy.downloadLabel(formatMadridDateTime(new Date(file.takenAt)))}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {copy.download}
                </a>
              </li>
            ))}
          </ul>
        )}
        {othersInFolder > 0 ? (
          <p className="mt-3 text-sm text-slate-700">{copy.othersInFolder(othersInFolder)}</p>
        ) : null}
      </AdminPanel>
    </div>
  );
}
