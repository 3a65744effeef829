import { z } from "~/platform/domain/zod";
import { isRefusal, Refusal } from "~/platform/domain/refusals";
import { intent } from "~/platform/server/admin-action.server";
import type { AppContext } from "~/platform/server/context.server";
import { prepareUpload, recordUpload, uploadUrlOf } from "./uploads.server";
import { variantUrl } from "~/images/domain/responsive-image";

/**
 * One image upload, wherever it is sent from: «Imágenes» (a form) and the picture picker of every
 * editor. The image is processed and its files written before the write's transaction
 * (the panel's middleware has already checked who asks): that takes seconds, and must not hold the
 * database. Through the server, the image was streamed to a temporary file before the action runs.
 */
export async function preparedImageOf(context: AppContext, formData: FormData) {
  const sent = formData.get("file");
  const file = context.uploads.received ?? (sent instanceof File ? sent : null);
  if (formData.get("intent") !== "upload" || !file) return null;
  return prepareUpload(file, context.uploads).catch((error: unknown) => {
    if (error instanceof Refusal) return error;
    throw error;
  });
}

/** The upload's panel intent; `answered`: the picker's, answered with the new picture (no redirect). */
export function uploadIntent(prepared: Awaited<ReturnType<typeof preparedImageOf>>, { answered = false } = {}) {
  return intent({
    schema: z.object({}),
    async run(_, { tx, staff }) {
      if (!prepared) throw new Refusal("image-empty", { field: "file" });
      if (prepared instanceof Refusal) throw prepared;
      let again = false;
      try {
        await recordUpload(tx, prepared, staff.id);
      } catch (error) {
        if (!answered || !isRefusal(error, "image-duplicate")) throw error;
        again = true;
      }
      const stored = { url: uploadUrlOf(prepared.fileName), originalName: prepared.originalName };
      const thumb = prepared.variantWidths?.length
        ? variantUrl(stored.url, Math.min(...prepared.variantWidths), "webp")
        : stored.url;
      return {
        // The picker's same photo again is the one already there: picked, not refused.
        action: again ? "Imagen elegida otra vez (ya estaba subida)" : "Imagen subida",
        target: stored.url,
        details: stored.originalName,
        reply: answered ? { url: stored.url, label: `${stored.originalName} (subida)`, thumb } : undefined,
      };
    },
    success: "Imagen subida",
  });
}
