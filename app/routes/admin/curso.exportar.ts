import { data } from "react-router";
import type { Route } from "./+types/curso.exportar";
import { appContext } from "~/context";
import { toCsv } from "~/domain/csv";
import { ARCHIVE_TABLES, type ArchiveTable, archiveTable } from "~/domain/school-years";
import { getYearArchive } from "~/server/school-years.server";

const FILE = new RegExp(`^(\\d{4}-\\d{4})(?:-(${ARCHIVE_TABLES.join("|")}))?\\.(json|csv)$`);

/**
 * A closed year's export (issue 18), for the teacher only (the panel's guard): `2025-2026.json` is
 * the whole archive, gated lists included; `2025-2026-partidos.csv` (or clasificaciones, liga,
 * ranking, progreso) one list for a spreadsheet.
 */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const match = FILE.exec(params.archivo);
  if (!match) throw data(null, { status: 404 });
  const [, year, table, format] = match as unknown as [string, string, ArchiveTable | undefined, "json" | "csv"];
  if ((format === "csv") !== Boolean(table)) throw data(null, { status: 404 });
  const archive = await getYearArchive(context.db, year);
  if (!archive) throw data(null, { status: 404 });
  const headers = { "Content-Disposition": `attachment; filename="${params.archivo}"`, "Cache-Control": "private, no-store" };
  if (format === "json") return new Response(JSON.stringify(archive, null, 2), { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
  const { header, rows } = archiveTable(archive, table!);
  return new Response(toCsv(header, rows), { headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" } });
}
