import { Form, Link } from "react-router";

/**
 * Above a page shown as a preview (signed-in staff only): it says so, and offers to publish the
 * draft or go back to its editor. Plain links and a form: no JavaScript needed.
 */
export function PreviewBanner({ page }: { page: { key: string; title: string; hasDraft: boolean } }) {
  const editor = `/admin/paginas/${page.key}`;
  return (
    <div
      role="region"
      aria-label="Vista previa"
      className="border-b-4 border-amber-500 bg-amber-100 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">
          {page.hasDraft
            ? `Vista previa de «${page.title}»: así quedará la página cuando publiques el borrador. Los visitantes siguen viendo la versión publicada.`
            : `«${page.title}» no tiene ningún borrador: esta es la versión publicada.`}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={editor}
            className="rounded-lg border border-amber-800 px-3 py-1.5 text-sm font-semibold hover:bg-amber-200"
          >
            Volver al editor
          </Link>
          {page.hasDraft ? (
            <Form method="post" action={editor}>
              <input type="hidden" name="intent" value="publishDraft" />
              <button
                type="submit"
                className="rounded-lg bg-amber-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-950"
              >
                Publicar el borrador
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
