import { data } from "react-router";
import { fieldViews } from "~/platform/domain/field-kit";
import { parseListEdit } from "~/platform/domain/field-views";
import { noFields, rowForm } from "~/platform/domain/zod";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import { requireStaff } from "~/platform/server/auth.server";
import type { AppContext } from "~/platform/server/context.server";
import { answerForm } from "~/platform/server/form-answer.server";
import { editPageForm, pageDocumentSchema, pageFormValues } from "../domain/page-documents";
import { previewPath } from "../domain/page-preview";
import { PAGE_EDITOR_COPY as copy } from "../copy/page-editor";
import {
  discardPageDraft,
  listPageRevisions,
  PageChangedMeanwhileError,
  pickerImages,
  publishPage,
  publishPageDraft,
  readEditablePage,
  readPageForEditor,
  restorePageRevision,
  savePageDraft,
} from "./pages.server";

type EditablePage = NonNullable<Awaited<ReturnType<typeof readEditablePage>>>;

/** The page the teacher edits, or a 404. */
export async function editablePageOr404(context: Pick<AppContext, "db" | "reads">, key: string) {
  const page = await readEditablePage(context, key);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The editor of one public page: its fields and values, its draft, its history and the pictures it shows. */
export async function loadPageEditor(context: Pick<AppContext, "db" | "reads">, key: string, request: Request) {
  const page = await editablePageOr404(context, key);
  const { db } = context;
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

/**
 * A list button (add, move, remove an item): the form comes back with the change; nothing is
 * saved. Null when the form was sent by another button: then it is one of `pageEditorIntents`.
 */
export async function answerPageListEdit(
  request: Request,
  context: AppContext,
  page: EditablePage,
  formData: FormData,
) {
  const edit = formData.get("edit");
  if (typeof edit !== "string") return null;
  await requireStaff(request, context, "admin");
  const listEdit = parseListEdit(edit);
  const values = listEdit ? editPageForm(page.fields, sentValues(formData), listEdit) : null;
  if (!values)
    return answerForm({ form: "save:", ok: false, errors: { "": [copy.foreignButton] }, values: sentValues(formData) });
  // The version the form was opened on travels with it, so a publish after several list edits is still checked against it.
  return answerForm({ form: "save:", ok: true, values: { ...values, basedOn: String(formData.get("basedOn") ?? "") } });
}

/** The page editor's forms: save (preview or publish), publish or discard the draft, restore a version. */
export function pageEditorIntents(page: EditablePage) {
  return {
    save: intent({
      schema: pageDocumentSchema(page.fields),
      async run({ document, preview, basedOn }, { tx, staff }) {
        if (preview) {
          await savePageDraft(tx, page.key, document, staff);
          return { action: copy.draftSavedAudit, target: page.title };
        }
        const revision = await publishPage(tx, page.key, document, staff, { basedOn }).catch((error: unknown) => {
          if (error instanceof PageChangedMeanwhileError) {
            throw new AdminActionError(copy.changedMeanwhile(error.newest), 409);
          }
          throw error;
        });
        return { action: copy.publishedAudit, target: page.title, details: copy.version(revision) };
      },
      success: ({ preview }) => (preview ? copy.previewReady : copy.publishedAudit),
      redirectTo: ({ preview }) => (preview ? previewPath(page.publicPath, page.key) : `/admin/paginas/${page.key}`),
    }),
    publishDraft: intent({
      schema: noFields,
      async run(_, { tx, staff }) {
        const revision = await publishPageDraft(tx, page.key, staff);
        if (revision === null) throw new AdminActionError(copy.noDraftToPublish, 404);
        return {
          action: copy.publishedAudit,
          target: page.title,
          details: copy.versionFromPreview(revision),
        };
      },
      success: copy.publishedAudit,
      redirectTo: () => `/admin/paginas/${page.key}`,
    }),
    discardDraft: intent({
      schema: noFields,
      async run(_, { tx }) {
        if (!(await discardPageDraft(tx, page.key))) throw new AdminActionError(copy.noDraft, 404);
        return { action: copy.draftDiscardedAudit, target: page.title };
      },
      success: copy.draftDiscarded,
    }),
    restore: intent({
      // `id` is the version to bring back (the page's own number).
      schema: rowForm(copy.badVersion),
      async run({ id }, { tx, staff }) {
        const revision = await restorePageRevision(tx, page.key, id, staff);
        if (revision === null) throw new AdminActionError(copy.noSuchVersion, 404);
        return {
          action: copy.restoredAudit,
          target: page.title,
          details: copy.restoredDetails(id, revision),
        };
      },
      success: ({ id }) => copy.restored(id),
    }),
  };
}
