import { Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/pagina";
import { PAGE_LIST_COPY as copy, PageDraftPanel, PageEditorForm, PageRevisionsPanel } from "~/pages";
import { answerPageListEdit, loadPageEditor, editablePageOr404, pageEditorIntents } from "~/pages/index.server";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { typedValuesOf } from "~/platform/domain/form-answer";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { readSubmittedForm } from "~/platform/server/read-form.server";

// The editor of one public page: its fields, a preview, publish, and its history.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadPageEditor(context.get(appContext), params.pagina, request);
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  const page = await editablePageOr404(context, args.params.pagina);
  const formData = (await readSubmittedForm(args.request, { nul: "keep" })) ?? new FormData();
  return (
    (await answerPageListEdit(args.request, context, page, formData)) ??
    handleAdminAction(args, pageEditorIntents(page), { formData })
  );
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return unlistedPageMeta(loaderData ? copy.editTitle(loaderData.page.title) : copy.editPage);
}

export default function AdminPageEditor({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { page, draft, revisions, images } = loaderData;
  // After a list button (or a refusal) the form shows what was sent, with the change.
  const sent = answer?.form === "save:" ? typedValuesOf(answer) : undefined;
  const values = sent ?? loaderData.values;
  // After a list edit, the version the form was opened on; after a refusal (or a publish by someone else), the newest.
  const basedOn = (answer?.ok ? sent?.basedOn : undefined) || String(loaderData.basedOn);
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to="/admin/paginas" className="font-semibold text-teal-900 underline underline-offset-2">
          {copy.back}
        </Link>
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{copy.editTitle(page.title)}</h1>
        <a href={page.publicPath} className="font-semibold text-slate-900 underline underline-offset-2">
          {copy.viewPublished}
        </a>
      </div>

      {draft ? <PageDraftPanel page={page} draft={draft} /> : null}
      <PageEditorForm page={page} values={values} images={images} basedOn={basedOn} />
      <PageRevisionsPanel revisions={revisions} />
    </div>
  );
}
