import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { previewPath } from "../domain/page-preview";

/** A preview saved and not published: whose, when, and publish or discard it. */
export function PageDraftPanel({
  page,
  draft,
}: {
  page: { key: string; publicPath: string };
  draft: { authorName: string; updatedAt: string | Date };
}) {
  return (
    <AdminPanel title="Borrador sin publicar" id="borrador">
      <p className="text-slate-700">
        {draft.authorName} guardó una vista previa el {formatMadridDateTime(draft.updatedAt)}. El formulario de abajo la
        muestra; la web sigue mostrando la versión publicada.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a
          href={previewPath(page.publicPath, page.key)}
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
        >
          Ver la vista previa
        </a>
        <AdminForm intent="publishDraft">
          <NavigationSubmitButton intent="publishDraft">Publicar el borrador</NavigationSubmitButton>
        </AdminForm>
        <AdminForm intent="discardDraft" confirm="¿Descartar el borrador? La página publicada no cambia.">
          <NavigationSubmitButton intent="discardDraft" variant="secondary">
            Descartar el borrador
          </NavigationSubmitButton>
        </AdminForm>
      </div>
    </AdminPanel>
  );
}
