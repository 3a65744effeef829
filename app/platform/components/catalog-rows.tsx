import { AdminActionButton } from "./admin-buttons";

/**
 * A row's buttons in a list of the school's shape (the courses, the projects): up, down
 * (not at the ends) and retire, each naming the row for a screen reader.
 */
export function CatalogRowButtons({
  id,
  name,
  first,
  last,
  intents,
  confirm,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  intents: { move: string; retire: string };
  confirm: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {first ? null : (
        <AdminActionButton intent={intents.move} id={id} fields={{ direction: "up" }} variant="secondary">
          Subir<span className="sr-only"> {name}</span>
        </AdminActionButton>
      )}
      {last ? null : (
        <AdminActionButton intent={intents.move} id={id} fields={{ direction: "down" }} variant="secondary">
          Bajar<span className="sr-only"> {name}</span>
        </AdminActionButton>
      )}
      <AdminActionButton intent={intents.retire} id={id} confirm={confirm}>
        Retirar<span className="sr-only"> {name}</span>
      </AdminActionButton>
    </div>
  );
}

/** The retired rows of such a list, each with its address and «Volver a usarlo». */
export function RetiredRows({
  rows,
  restoreIntent,
}: {
  rows: { id: string; name: string; path: string }[];
  restoreIntent: string;
}) {
  return (
    <ul className="divide-y divide-slate-200">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <span>
            <span className="font-semibold text-slate-900">{row.name}</span>{" "}
            <span className="text-sm text-slate-700">{row.path}</span>
          </span>
          <AdminActionButton intent={restoreIntent} id={row.id} variant="secondary">
            Volver a usarlo<span className="sr-only"> {row.name}</span>
          </AdminActionButton>
        </li>
      ))}
    </ul>
  );
}
