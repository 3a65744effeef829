import { rowForm } from "~/platform/domain/zod";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { AppContext } from "~/platform/server/context.server";
import { IMAGE_LIBRARY_COPY as copy } from "../copy/image-library";
import { preparedImageOf, uploadIntent } from "./image-upload.server";
import { deleteUpload } from "./uploads.server";

/**
 * The image library's forms: a photo uploaded (prepared before the panel's transaction: the
 * server streamed it to disk) and a photo deleted with its copies.
 */
export async function imageLibraryIntents(context: AppContext, formData: FormData) {
  const prepared = await preparedImageOf(context, formData);
  return {
    upload: uploadIntent(prepared),
    delete: intent({
      schema: rowForm(),
      async run({ id }, { tx }) {
        const row = await deleteUpload(tx, id, context.uploads.dir);
        if (!row) throw new AdminActionError(copy.gone, 404);
        return { action: copy.audit.deleted, target: row.fileName };
      },
      success: copy.deleted,
    }),
  };
}
