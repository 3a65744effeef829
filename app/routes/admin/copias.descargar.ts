import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { data } from "react-router";
import { appContext } from "~/platform/server/context.server";
import { backupTakenAt } from "~/backups/domain/backups";
import type { Route } from "./+types/copias.descargar";

/**
 * «Descargar»: one backup file, streamed from the backups folder (never read whole, never through
 * the page cache: the panel's pages are private). Only names of backups are served, so no path
 * leaves the folder.
 */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const dir = context.backups?.settings.dir;
  if (!dir || !backupTakenAt(params.archivo)) throw data("No existe esa copia.", { status: 404 });
  const file = path.join(dir, params.archivo);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) throw data("No existe esa copia.", { status: 404 });
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/x-tar",
      "Content-Length": String(stat.size),
      "Content-Disposition": `attachment; filename="${params.archivo}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
