import { appContext } from "~/platform/server/context.server";
import { pickerImages } from "~/pages/index.server";
import { ImagePicker, type ImageChoice } from "~/images";

import type { Route } from "./+types/novedades";
import { AdminCheckbox, AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel, EditableRow, PanelPager } from "~/platform/components/admin-panels";
import { pageWindow, requestedPage } from "~/platform/domain/paging";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { RichTextField } from "~/pages";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatSpanishDate, NEWS_BOARD_COPY } from "~/news";

import { handleAdminAction } from "~/platform/server/admin-action.server";
import { listNews, newsBoardIntents } from "~/news/index.server";

const copy = NEWS_BOARD_COPY;
const TITLE = copy.title;

/** Each item carries its editor and its picture picker: a page of them is a long page already. */
const NEWS_PER_PAGE = 20;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const all = await listNews(context.db);
  // A page at a time, in the board's order: a few school years of news are hundreds of editors.
  const page = pageWindow(all.length, requestedPage(new URL(request.url).searchParams), NEWS_PER_PAGE);
  const news = all.slice(page.offset, page.offset + page.size);
  // The pictures these items show, for their pickers (no path is typed; the rest on opening one).
  return { news, page, images: await pickerImages(context.db, request, news) };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, newsBoardIntents());
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

type NewsFields = {
  title?: string;
  date?: string;
  content?: string;
  imageText?: string;
  imageUrl?: string | null;
  tags?: string[];
  pinned?: boolean;
};

function NewsFormFields({ item, images }: { item: NewsFields; images: readonly ImageChoice[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AdminInput
        name="title"
        label={copy.fields.title}
        defaultValue={item.title}
        required
        maxLength={200}
        className="sm:col-span-2"
      />
      <AdminInput
        name="date"
        type="date"
        label={copy.fields.date}
        defaultValue={item.date ?? new Date().toISOString().slice(0, 10)}
        required
      />
      <AdminInput
        name="tags"
        label={copy.fields.tags}
        defaultValue={item.tags?.join(", ")}
        hint={copy.fields.tagsHint}
      />
      <RichTextField
        name="content"
        label={copy.fields.content}
        defaultValue={item.content}
        required
        maxLength={50000}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <ImagePicker name="imageUrl" label={copy.fields.image} value={item.imageUrl ?? ""} optional images={images} />
      </div>
      <AdminInput name="imageText" label={copy.fields.imageText} defaultValue={item.imageText} maxLength={120} />
      <AdminCheckbox name="pinned" label={copy.fields.pinned} defaultChecked={item.pinned} />
    </div>
  );
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { news, page, images } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <AdminPanel title={copy.publishPanel} id="nueva-noticia">
        <AdminForm intent="create" aria-label={copy.publishPanel}>
          <NewsFormFields item={{}} images={images} />
          <div className="mt-4">
            <NavigationSubmitButton intent="create">{copy.publish}</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>
      <section aria-labelledby="noticias-publicadas">
        <h2 id="noticias-publicadas" className="text-xl font-bold text-slate-900">
          {copy.published(page.total)}
        </h2>
        <ul className="mt-3 space-y-3">
          {news.map((item) => (
            <NewsRow key={item.id} item={item} images={images} />
          ))}
        </ul>
        <PanelPager label={copy.pages} window={page} className="mt-4" />
      </section>
    </div>
  );
}

function NewsRow({
  item,
  images,
}: {
  item: Route.ComponentProps["loaderData"]["news"][number];
  images: readonly ImageChoice[];
}) {
  return (
    <EditableRow
      id={item.id}
      summary={
        <>
          <p className="font-bold text-slate-900">
            {item.pinned ? (
              <span className="mr-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                {item.pinnedUntil ? copy.pinnedUntil(formatSpanishDate(item.pinnedUntil)) : copy.pinnedMark}
              </span>
            ) : null}
            {item.title}
          </p>
          <p className="text-sm text-slate-700">
            {formatSpanishDate(item.date)}
            {item.tags.length ? ` · ${item.tags.join(", ")}` : ""}
          </p>
        </>
      }
      actions={
        <AdminForm intent="pin" id={item.id}>
          <input type="hidden" name="pinned" value={item.pinned ? "false" : "true"} />
          <NavigationSubmitButton intent="pin" id={item.id} variant="secondary">
            {item.pinned ? copy.unpin : copy.pin}
          </NavigationSubmitButton>
        </AdminForm>
      }
    >
      <NewsFormFields item={item} images={images} />
    </EditableRow>
  );
}
