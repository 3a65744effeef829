import type { Route } from "./+types/imagenes.subir";
import { TAKES_IMAGE_UPLOAD } from "~/platform/lib/route-handle";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { appContext } from "~/platform/server/context.server";
import { preparedImageOf, uploadIntent } from "~/images/index.server";
import { readSubmittedForm } from "~/platform/server/read-form.server";

/** The picture picker's upload: the image streamed to disk, answered as JSON with the new picture. */
export const handle = TAKES_IMAGE_UPLOAD;

export async function action(args: Route.ActionArgs) {
  const formData = (await readSubmittedForm(args.request, { nul: "keep" })) ?? new FormData();
  const answer = await handleAdminAction(
    args,
    { upload: uploadIntent(await preparedImageOf(args.context.get(appContext), formData), { answered: true }) },
    { formData },
  );
  // The same answer every panel form gives, as JSON for the picker's request (its progress needs XMLHttpRequest).
  if (answer instanceof Response) return answer;
  return Response.json(answer.data, {
    status: answer.init?.status ?? 200,
    headers: { "Cache-Control": "private, no-store" },
  });
}
