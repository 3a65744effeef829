import { data } from "react-router";
import type { Route } from "./+types/curso-escolar.exportar";
import { appContext } from "~/platform/server/context.server";
import { toCsv } from "~/platform/domain/csv";
import { archiveTable, parseArchiveFileName } from "~/archive";
import { getYearArchive } from "~/archive/index.server";

/**
 * A closed year's export, for the teacher only (the panel's guard): `2025-2026.json` is
 * the whole archive, gated lists included; `2025-2026-partidos.csv` (or clasificaciones, liga,
 * ranking, progreso) one list for a spreadsheet.
 */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const file = parseArchiveFileName(params.archivo);
  if (!file) throw data(null, { status: 404 });
  const archive = await getYearArchive(context.db, file.year);
  if (!archive) throw data(null, { status: 404 });
  const headers = {
    "Content-Disposition": `attachment; filename="${params.archivo}"`,
    "Cache-Control": "private, no-store",
  };
  if (file.format === "json")
    return new Response(JSON.stringify(archive, null, 2), {
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  const { header, rows } = archiveTable(archive, file.table);
  return new Response(toCsv(header, rows), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
}
