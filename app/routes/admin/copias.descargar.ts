import fs from "node:fs";
import { Readable } from "node:stream";
import { data } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/copias.descargar";

/**
 * «Descargar»: one of this site's backups, streamed from the backups folder (never read whole, never
 * through the page cache: the panel's pages are private). Only this site's backups are served, by
 * name, so no path leaves the folder and no other site's data leaves it either.
 */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const file = await context.backups?.fileToServe(params.archivo);
  if (!file) throw data("No existe esa copia.", { status: 404 });
  const body = Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(file.bytes),
      "Content-Disposition": `attachment; filename="${params.archivo}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
