import { AdminForm } from "~/platform/components/admin-form";
import { PageEditorFields } from "./page-editor-fields";

type Props = Parameters<typeof PageEditorFields>[0];

/** The page's fields, with «Vista previa» and «Publicar» always in reach at the bottom. */
export function PageEditorForm({
  page,
  values,
  images,
  basedOn,
}: {
  page: { title: string; fields: Props["fields"] };
  values: Props["values"];
  images: Props["images"];
  basedOn: string;
}) {
  return (
    <AdminForm intent="save" className="space-y-5" aria-label={`Contenido de ${page.title}`}>
      <input type="hidden" name="basedOn" value={basedOn} />
      <PageEditorFields fields={page.fields} values={values} images={images} />
      <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 py-3">
        <button
          type="submit"
          name="mode"
          value="preview"
          className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          Vista previa
        </button>
        <button
          type="submit"
          name="mode"
          value="publish"
          className="inline-flex min-h-10 items-center rounded-lg bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          Publicar
        </button>
      </div>
    </AdminForm>
  );
}
