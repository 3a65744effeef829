import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/imagenes";
import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel, PanelPager } from "~/platform/components/admin-panels";
import { controlClass } from "~/platform/components/control-class";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { TAKES_IMAGE_UPLOAD } from "~/platform/lib/route-handle";
import { countUploads, imageLibraryIntents, listUploads } from "~/images/index.server";
import { IMAGE_LIBRARY_COPY as copy } from "~/images";
import { pageWindow, requestedPage } from "~/platform/domain/paging";

import { readSubmittedForm } from "~/platform/server/read-form.server";

const TITLE = copy.title;

/** The upload form sends an image: the server streams it to disk for the teacher (server/upload-body.ts). */
export const handle = TAKES_IMAGE_UPLOAD;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  // A page at a time: the library showed its newest 300 and nothing of the rest.
  const page = pageWindow(await countUploads(context.db), requestedPage(new URL(request.url).searchParams));
  const images = await listUploads(context.db, { limit: page.size, offset: page.offset });
  return { images, page, maxMB: Math.floor(context.uploads.maxBytes / 1024 / 1024) };
}

export async function action(args: Route.ActionArgs) {
  const formData = (await readSubmittedForm(args.request, { nul: "keep" })) ?? new FormData();
  return handleAdminAction(args, await imageLibraryIntents(args.context.get(appContext), formData), { formData });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminImages({ loaderData }: Route.ComponentProps) {
  const { images, page, maxMB } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      <AdminPanel title={copy.uploadPanel} id="subir">
        <AdminForm
          intent="upload"
          encType="multipart/form-data"
          className="flex flex-wrap items-end gap-4"
          aria-label={copy.uploadPanel}
        >
          <div>
            <label htmlFor="upload-file" className="block text-sm font-semibold text-slate-800">
              {copy.fileLabel(maxMB)}
            </label>
            <input
              id="upload-file"
              name="file"
              type="file"
              required
              accept="image/png,image/jpeg,image/webp,image/gif"
              className={controlClass}
            />
          </div>
          <NavigationSubmitButton intent="upload">{copy.upload}</NavigationSubmitButton>
        </AdminForm>
        <p className="mt-3 text-sm text-slate-700">{copy.whereTheyShow}</p>
      </AdminPanel>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {copy.none}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <img
                src={image.url}
                alt={image.originalName}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading="lazy"
                className="aspect-video w-full bg-slate-100 object-contain"
              />
              <div className="space-y-2 p-3 text-sm">
                <p className="break-all font-mono text-slate-900">{image.url}</p>
                <p className="text-slate-700">
                  {image.originalName} · {image.width && image.height ? `${image.width}×${image.height} · ` : ""}
                  {Math.round(image.bytes / 1024)} KB · {formatMadridDateTime(image.createdAt)}
                </p>
                <AdminActionButton intent="delete" id={image.id} confirm={copy.confirmDelete}>
                  {copy.delete}
                </AdminActionButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <PanelPager label={copy.pages} window={page} />
    </div>
  );
}
