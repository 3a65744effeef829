import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";

type Revision = {
  id: number;
  version: number;
  createdAt: string | Date;
  authorName: string;
  restoredFrom: number | null;
};

/** The page's published versions, newest first; any but the newest can be published again. */
export function PageRevisionsPanel({ revisions }: { revisions: Revision[] }) {
  const newest = revisions[0]?.version;
  return (
    <AdminPanel title="Historial de versiones" id="historial">
      {revisions.length === 0 ? (
        <p className="text-slate-700">Todavía no hay versiones.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {revisions.map((revision) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span className="text-slate-800">
                <span className="font-semibold">Versión {revision.version}</span> ·{" "}
                {formatMadridDateTime(revision.createdAt)} · {revision.authorName}
                {revision.restoredFrom ? ` · restaura la versión ${revision.restoredFrom}` : ""}
                {revision.version === newest ? (
                  <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-950">
                    Publicada
                  </span>
                ) : null}
              </span>
              {revision.version !== newest ? (
                <AdminForm
                  intent="restore"
                  id={revision.version}
                  confirm={`¿Publicar de nuevo la versión ${revision.version}?`}
                >
                  <NavigationSubmitButton intent="restore" id={revision.version} variant="secondary">
                    Restaurar
                  </NavigationSubmitButton>
                </AdminForm>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
