import { data, Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/pagina";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { PageEditorFields, editPageForm, pageDocumentSchema, pageFormValues, previewPath } from "~/pages";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { answerForm } from "~/platform/server/form-answer.server";
import { typedValuesOf } from "~/platform/domain/form-answer";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";

import { fieldViews } from "~/platform/domain/field-kit";
import { parseListEdit } from "~/platform/domain/field-views";

import { noFields, rowForm } from "~/platform/domain/zod";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { requireStaff } from "~/platform/server/auth.server";
import {
  discardPageDraft,
  listPageRevisions,
  pickerImages,
  publishPage,
  PageChangedMeanwhileError,
  publishPageDraft,
  readEditablePage,
  readPageForEditor,
  restorePageRevision,
  savePageDraft,
} from "~/pages/index.server";
import { readSubmittedForm } from "~/platform/server/read-form.server";

// The editor of one public page: its fields, a preview, publish, and its history.
async function pageOf(context: Route.LoaderArgs["context"], params: { pagina: string }) {
  const page = await readEditablePage(context.get(appContext), params.pagina);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await pageOf(context, params);
  const { db } = context.get(appContext);
  const [editor, revisions] = await Promise.all([readPageForEditor(db, page.key), listPageRevisions(db, page.key)]);
  // The pictures the page shows, for its pickers (the rest are fetched when one is opened).
  const images = await pickerImages(db, request, editor.document);
  return {
    page: { key: page.key, title: page.title, publicPath: page.publicPath, fields: fieldViews(page.fields) },
    values: pageFormValues(page.fields, editor.document),
    /** The version the form starts from: publishing over a newer one asks first. */
    basedOn: revisions[0]?.version ?? 0,
    draft: editor.draft,
    revisions,
    images,
  };
}

/** The form's values as sent (what the editor's fields are named; buttons and hidden fields aside). */
function sentValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData)
    if (typeof value === "string" && !["intent", "mode", "edit", "id", "basedOn"].includes(key)) values[key] = value;
  return values;
}

export async function action(args: Route.ActionArgs) {
  const page = await pageOf(args.context, args.params);
  const context = args.context.get(appContext);
  const formData = (await readSubmittedForm(args.request, { nul: "keep" })) ?? new FormData();

  // A list button (add, move, remove an item): the form comes back with the change; nothing is saved.
  const edit = formData.get("edit");
  if (typeof edit === "string") {
    await requireStaff(args.request, context, "admin");
    const listEdit = parseListEdit(edit);
    const values = listEdit ? editPageForm(page.fields, sentValues(formData), listEdit) : null;
    if (!values)
      return answerForm({
        form: "save:",
        ok: false,
        errors: { "": ["Ese botón no es de esta página."] },
        values: sentValues(formData),
      });
    // The version the form was opened on travels with it, so a publish after several list edits is still checked against it.
    return answerForm({
      form: "save:",
      ok: true,
      values: { ...values, basedOn: String(formData.get("basedOn") ?? "") },
    });
  }

  return handleAdminAction(
    args,
    {
      save: intent({
        schema: pageDocumentSchema(page.fields),
        async run({ document, preview, basedOn }, { tx, staff }) {
          if (preview) {
            await savePageDraft(tx, page.key, document, staff);
            return { action: "Página: vista previa guardada", target: page.title };
          }
          const revision = await publishPage(tx, page.key, document, staff, { basedOn }).catch((error: unknown) => {
            if (error instanceof PageChangedMeanwhileError) {
              throw new AdminActionError(
                `Alguien ha publicado esta página (versión ${error.newest}) mientras la editabas. Tus cambios siguen en el formulario: mira el historial y, si quieres que los tuyos queden encima, pulsa «Publicar» otra vez.`,
                409,
              );
            }
            throw error;
          });
          return { action: "Página publicada", target: page.title, details: `Versión ${revision}` };
        },
        success: ({ preview }) => (preview ? "Vista previa: así quedará la página" : "Página publicada"),
        redirectTo: ({ preview }) => (preview ? previewPath(page.publicPath, page.key) : `/admin/paginas/${page.key}`),
      }),
      publishDraft: intent({
        schema: noFields,
        async run(_, { tx, staff }) {
          const revision = await publishPageDraft(tx, page.key, staff);
          if (revision === null) throw new AdminActionError("Esta página no tiene ningún borrador que publicar.", 404);
          return {
            action: "Página publicada",
            target: page.title,
            details: `Versión ${revision} (desde la vista previa)`,
          };
        },
        success: "Página publicada",
        redirectTo: () => `/admin/paginas/${page.key}`,
      }),
      discardDraft: intent({
        schema: noFields,
        async run(_, { tx }) {
          if (!(await discardPageDraft(tx, page.key)))
            throw new AdminActionError("Esta página no tiene ningún borrador.", 404);
          return { action: "Página: borrador descartado", target: page.title };
        },
        success: "Borrador descartado",
      }),
      restore: intent({
        // `id` is the version to bring back (the page's own number).
        schema: rowForm("Versión no válida."),
        async run({ id }, { tx, staff }) {
          const revision = await restorePageRevision(tx, page.key, id, staff);
          if (revision === null) throw new AdminActionError("Esa versión no existe.", 404);
          return {
            action: "Página restaurada",
            target: page.title,
            details: `Versión ${id} publicada de nuevo como versión ${revision}`,
          };
        },
        success: ({ id }) => `Versión ${id} restaurada`,
      }),
    },
    { formData },
  );
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return unlistedPageMeta(loaderData ? `Editar: ${loaderData.page.title}` : "Editar página");
}

export default function AdminPageEditor({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { page, draft, revisions, images } = loaderData;
  // After a list button (or a refusal) the form shows what was sent, with the change.
  const sent = answer?.form === "save:" ? typedValuesOf(answer) : undefined;
  const values = sent ?? loaderData.values;
  // After a list edit, the version the form was opened on; after a refusal (or a publish by someone else), the newest.
  const basedOn = (answer?.ok ? sent?.basedOn : undefined) || String(loaderData.basedOn);
  const newest = revisions[0]?.version;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/admin/paginas" className="font-semibold text-teal-900 underline underline-offset-2">
          ← Páginas de la web
        </Link>
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Editar: {page.title}</h1>
        <a href={page.publicPath} className="font-semibold text-slate-900 underline underline-offset-2">
          Ver la página publicada
        </a>
      </div>

      {draft ? (
        <AdminPanel title="Borrador sin publicar" id="borrador">
          <p className="text-slate-700">
            {draft.authorName} guardó una vista previa el {formatMadridDateTime(draft.updatedAt)}. El formulario de
            abajo la muestra; la web sigue mostrando la versión publicada.
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
      ) : null}

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
    </div>
  );
}
