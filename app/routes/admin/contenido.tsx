import { data, Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/contenido";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel, AdminTabs, EditableRow } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { PageEditorFields } from "~/pages";
import { PastedRowsForm } from "~/site";
import { CONTENT_EDITORS_COPY as copy } from "~/platform/copy/content-editors";
import { PASTED_TABLES, type PastedEditor } from "~/courses";
import type { ChoiceSource, FieldOption, FieldViews } from "~/platform/domain/field-views";

type Choices = Record<ChoiceSource, FieldOption[]>;
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import type { EditorSpec } from "~/platform/server/list-editor.server";
import { blogEditor } from "~/blog/index.server";
import {
  achievementsEditor,
  courseNewsEditor,
  progressEditor,
  rankingEditor,
  readCourseChoices,
} from "~/courses/index.server";
import { withChoices } from "~/platform/domain/field-views";
import { hallOfFameEditor } from "~/competitions/index.server";
import { pickerImages } from "~/pages/index.server";
import { type ImageChoice } from "~/images";

// One module for /admin/contenido (the list of editors) and /admin/contenido/<list> (one editor).
// Each list's rows are written by its capability (blog, courses, competitions).
const CONTENT_EDITORS = [
  blogEditor,
  courseNewsEditor,
  achievementsEditor,
  rankingEditor,
  progressEditor,
  hallOfFameEditor,
] as const;
const EDITOR_LIST = CONTENT_EDITORS.map(({ spec }) => ({
  slug: spec.slug,
  title: spec.title,
  description: spec.description,
}));
const findEditor = (slug: string | undefined) => CONTENT_EDITORS.find((editor) => editor.spec.slug === slug) ?? null;

export async function loader({ params, context: router, request }: Route.LoaderArgs) {
  const context = router.get(appContext);
  if (!params.seccion) return { editors: EDITOR_LIST, editor: null, rows: [], images: [], choices: null };
  const editor = findEditor(params.seccion);
  if (!editor) throw data(null, { status: 404 });
  const [rows, choices] = await Promise.all([editor.listRows(context.db), readCourseChoices(context)]);
  // The pictures its rows show, when it has a picker (blog, Hall of Fame; the rest on opening one).
  const picks = Object.values(editor.spec.fields).some((field) => field.kind === "picture");
  const images = picks ? await pickerImages(context.db, request, rows) : [];
  // The course and class selects offer the school's courses.
  const spec = { ...editor.spec, fields: withChoices(editor.spec.fields, choices) };
  return { editors: EDITOR_LIST, editor: spec, rows, images, choices };
}

export async function action(args: Route.ActionArgs) {
  const editor = findEditor(args.params.seccion);
  if (!editor) throw data(null, { status: 404 });
  return handleAdminAction(args, editor.intents);
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return unlistedPageMeta(loaded?.editor ? `${loaded.editor.title} · Contenidos` : "Contenidos");
}

export default function ContentEditorPage({ loaderData }: Route.ComponentProps) {
  const { editors, editor } = loaderData;
  return (
    <div className="space-y-6">
      <AdminTabs
        label="Contenidos"
        items={editors.map((e) => ({
          to: `/admin/contenido/${e.slug}`,
          label: e.title,
          current: e.slug === editor?.slug,
        }))}
      />
      {editor ? (
        <Editor editor={editor} rows={loaderData.rows} images={loaderData.images} choices={loaderData.choices} />
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Contenidos</h1>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {editors.map((e) => (
              <li key={e.slug}>
                <Link
                  to={`/admin/contenido/${e.slug}`}
                  className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-teal-700"
                >
                  <span className="font-bold text-teal-900">{e.title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{e.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

type EditorRow = { id: number; summary: string; values: Record<string, string> };

function Editor({
  editor,
  rows,
  images,
  choices,
}: {
  editor: EditorSpec;
  rows: EditorRow[];
  images: readonly ImageChoice[];
  choices: Choices | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{editor.title}</h1>
        <Link to={editor.publicPath} className="font-semibold text-teal-900 underline underline-offset-4">
          {copy.viewOnSite}
        </Link>
      </div>
      <p className="text-slate-700">{editor.description}</p>
      <AdminPanel title={copy.addNoun(editor.noun)} id="nuevo">
        <AdminForm intent="create" aria-label={copy.addNoun(editor.noun)}>
          <EditorFields fields={editor.fields} values={editor.startsWith ?? {}} images={images} />
          <div className="mt-4">
            <NavigationSubmitButton intent="create">{copy.add}</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>
      {editor.pastes && Object.hasOwn(PASTED_TABLES, editor.slug) ? (
        <PastedRowsForm paste={{ kind: "class", editor: editor.slug as PastedEditor, saved: rows, choices }} />
      ) : null}
      <section aria-labelledby="guardados">
        <h2 id="guardados" className="text-xl font-bold text-slate-900">
          {copy.saved(rows.length)}
        </h2>
        {rows.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {copy.none}
          </p>
        ) : (
          <ul className="mt-3 space-y-2">
            {rows.map((row) => (
              <EditorRowItem key={row.id} editor={editor} row={row} images={images} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function EditorRowItem({
  editor,
  row,
  images,
}: {
  editor: EditorSpec;
  row: EditorRow;
  images: readonly ImageChoice[];
}) {
  return (
    <EditableRow id={row.id} summary={<p className="font-semibold text-slate-900">{row.summary}</p>}>
      <EditorFields fields={editor.fields} values={row.values} images={images} />
    </EditableRow>
  );
}

/** The editor's fields, in the panel's one field language, two columns on a wide screen. */
function EditorFields({
  fields,
  values,
  images,
}: {
  fields: FieldViews;
  values: Record<string, string>;
  images: readonly ImageChoice[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PageEditorFields fields={fields} values={values} images={images} anchored={false} />
    </div>
  );
}
