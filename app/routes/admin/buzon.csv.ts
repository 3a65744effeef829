import type { Route } from "./+types/buzon.csv";
import { appContext } from "~/server/context.server";
import { toCsv } from "~/domain/csv";
import { INBOX_LISTS, readInboxFilters } from "~/domain/inbox";
import { listInbox } from "~/server/inbox.server";

/** The list on screen, with its filters, as a CSV file for a spreadsheet. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const filters = readInboxFilters(new URL(request.url).searchParams);
  const rows = await listInbox(context.db, filters, 100_000);
  const csv = toCsv(
    [...INBOX_LISTS[filters.list].columns, "Estado"],
    rows.map((r) => [...r.cells, r.archived ? "Archivado" : r.read ? "Leído" : "Sin leer"]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filters.list}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
