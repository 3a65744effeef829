import { Form } from "react-router";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminSelect } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { cn } from "~/platform/lib/cn";
import { INBOX_LISTS, INBOX_STATES, type InboxChange, type InboxFilters, SOURCE_LABELS } from "../domain/inbox";

type InboxRow = { id: number; read: boolean; archived: boolean; approved?: boolean; cells: string[] };

/** The list's filters (its state, and the project or the source where the list has them), sent as a GET form. */
export function InboxFilterForm({ filters, signupProjects }: { filters: InboxFilters; signupProjects: string[] }) {
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-label="Filtros"
    >
      <input type="hidden" name="lista" value={filters.list} />
      <AdminSelect
        name="estado"
        label="Estado"
        defaultValue={filters.state}
        options={Object.entries(INBOX_STATES).map(([value, label]) => ({ value, label }))}
      />
      {filters.list === "proyectos" ? (
        <AdminSelect
          name="proyecto"
          label="Proyecto"
          defaultValue={filters.project ?? ""}
          options={[{ value: "", label: "Todos" }, ...signupProjects.map((p) => ({ value: p, label: p }))]}
        />
      ) : null}
      {filters.list === "mensajes" ? (
        <AdminSelect
          name="origen"
          label="Origen"
          defaultValue={filters.source ?? ""}
          options={[
            { value: "", label: "Todos" },
            ...Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label })),
          ]}
        />
      ) : null}
      <button
        type="submit"
        className="rounded-lg bg-teal-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
      >
        Filtrar
      </button>
    </Form>
  );
}

/** The list's items on this page, each with its columns, its state and its buttons. */
export function InboxItems({
  filters,
  rows,
  columns,
  total,
}: {
  filters: InboxFilters;
  rows: InboxRow[];
  columns: readonly string[];
  total: number;
}) {
  return (
    <>
      <h2 className="text-xl font-bold text-slate-900">
        {INBOX_LISTS[filters.list].label} <span className="text-base font-normal text-slate-700">({total})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          No hay nada en esta lista con estos filtros.
        </p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li
              key={row.id}
              className={cn(
                "rounded-xl border bg-white p-4 shadow-sm",
                row.read ? "border-slate-200" : "border-l-4 border-l-teal-700",
              )}
            >
              <article aria-label={`${row.cells[INBOX_LISTS[filters.list].title] ?? ""} · ${row.cells[0]}`}>
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                  {columns.map((label, i) => (
                    <div key={label} className="contents">
                      <dt className="font-semibold text-slate-700">{label}</dt>
                      <dd className="whitespace-pre-wrap break-words text-slate-900">{row.cells[i] || "—"}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-2 text-xs font-semibold text-slate-700">
                  {row.archived ? "Archivado" : row.read ? "Leído" : "Sin leer"}
                  {row.approved === undefined
                    ? null
                    : row.approved
                      ? " · Publicado en la web"
                      : " · Pendiente de aprobación (no se muestra en la web)"}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {row.approved === undefined ? null : (
                    <RowAction
                      list={filters.list}
                      id={row.id}
                      intent={row.approved ? "unapprove" : "approve"}
                      label={row.approved ? "Retirar de la web" : "Aprobar y publicar"}
                    />
                  )}
                  <RowAction
                    list={filters.list}
                    id={row.id}
                    intent={row.read ? "unread" : "read"}
                    label={row.read ? "Marcar como no leído" : "Marcar como leído"}
                  />
                  <RowAction
                    list={filters.list}
                    id={row.id}
                    intent={row.archived ? "unarchive" : "archive"}
                    label={row.archived ? "Sacar del archivo" : "Archivar"}
                  />
                  <RowAction list={filters.list} id={row.id} intent="delete" label="Borrar" danger />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RowAction({
  list,
  id,
  intent,
  label,
  danger,
}: {
  list: string;
  id: number;
  intent: InboxChange;
  label: string;
  danger?: boolean;
}) {
  return (
    <AdminForm intent={intent} id={id} confirm={danger ? "¿Borrar este elemento? No se puede deshacer." : undefined}>
      <input type="hidden" name="list" value={list} />
      <NavigationSubmitButton intent={intent} id={id} variant={danger ? "danger" : "secondary"}>
        {label}
      </NavigationSubmitButton>
    </AdminForm>
  );
}
