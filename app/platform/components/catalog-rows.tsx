import type { ReactNode } from "react";
import { AdminPanel } from "./admin-panels";
import { Link } from "react-router";
import { AdminActionButton, NavigationSubmitButton } from "./admin-buttons";
import { AdminForm, useFormRefused } from "./admin-form";

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

/**
 * A list of the school's shape as its editor shows it: the rows in use, in the menu's order (each
 * drawn by `row`, told whether it is first or last), then `children` (the forms that add one),
 * then the retired rows, if any.
 */
export function CatalogEditorLists<T extends { retired: boolean }>({
  items,
  row,
  inUseTitle,
  empty,
  retiredTitle,
  retiredText,
  retiredRow,
  restoreIntent,
  children,
}: {
  items: T[];
  row: (item: T, place: { first: boolean; last: boolean }) => ReactNode;
  inUseTitle: (count: number) => string;
  empty: string;
  retiredTitle: (count: number) => string;
  retiredText: string;
  retiredRow: (item: T) => { id: string; name: string; path: string };
  restoreIntent: string;
  children: ReactNode;
}) {
  const inUse = items.filter((item) => !item.retired);
  const retired = items.filter((item) => item.retired);
  return (
    <>
      <AdminPanel title={inUseTitle(inUse.length)} id="en-uso">
        {inUse.length === 0 ? (
          <p className="text-slate-700">{empty}</p>
        ) : (
          <ol className="space-y-4">
            {inUse.map((item, index) => row(item, { first: index === 0, last: index === inUse.length - 1 }))}
          </ol>
        )}
      </AdminPanel>
      {children}
      {retired.length > 0 ? (
        <AdminPanel title={retiredTitle(retired.length)} id="retirados">
          <p className="mb-3 text-sm text-slate-700">{retiredText}</p>
          <RetiredRows rows={retired.map(retiredRow)} restoreIntent={restoreIntent} />
        </AdminPanel>
      ) : null}
    </>
  );
}

/**
 * One row in use of such a list: its name, its address and what else says what it is (`about`),
 * its buttons, and its change form folded (open again when the form was refused); `children`
 * follows (another folded form).
 */
export function CatalogRow({
  id,
  name,
  path,
  about,
  first,
  last,
  intents,
  confirm,
  edit,
  children,
}: {
  id: string;
  name: string;
  path: string;
  about: ReactNode;
  first: boolean;
  last: boolean;
  intents: { move: string; retire: string };
  confirm: string;
  edit: { intent: string; summary: string; fields: ReactNode };
  children?: ReactNode;
}) {
  // A refused change comes back with its form open, what was typed and why.
  const editRefused = useFormRefused(edit.intent, id);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-700">
            <Link to={path} className="underline underline-offset-4">
              {path}
            </Link>{" "}
            · {about}
          </p>
        </div>
        <CatalogRowButtons id={id} name={name} first={first} last={last} intents={intents} confirm={confirm} />
      </div>
      <details className="mt-3" open={editRefused || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-teal-900">{edit.summary}</summary>
        <AdminForm
          intent={edit.intent}
          id={id}
          className="mt-3 grid gap-3 sm:grid-cols-3"
          aria-label={`Cambiar ${name}`}
        >
          {edit.fields}
          <div className="sm:col-span-3">
            <NavigationSubmitButton intent={edit.intent} id={id}>
              Guardar cambios
            </NavigationSubmitButton>
          </div>
        </AdminForm>
      </details>
      {children}
    </li>
  );
}
