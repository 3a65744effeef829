import type { Route } from "./+types/buzon.csv";
import { appContext } from "~/platform/server/context.server";
import { toCsv } from "~/platform/domain/csv";
import { dateToMadridLocal } from "~/platform/domain/madrid-time";
import { INBOX_LISTS, readInboxFilters } from "~/inbox";
import { listInbox } from "~/inbox/index.server";
import { listSignupProjectTitles } from "~/pages/index.server";

/** The list on screen, with its filters, as a CSV file for a spreadsheet. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const filters = readInboxFilters(new URL(request.url).searchParams, await listSignupProjectTitles(context.db));
  const rows = await listInbox(context.db, filters, { limit: 100_000 });
  const csv = toCsv(
    [...INBOX_LISTS[filters.list].columns, "Estado"],
    // Every list's first column is the date: as ISO in Madrid time for the spreadsheet (it sorts), in words on screen.
    rows.map((r) => [
      dateToMadridLocal(new Date(r.createdAt)).replace("T", " "),
      ...r.cells.slice(1),
      r.archived ? "Archivado" : r.read ? "Leído" : "Sin leer",
    ]),
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
