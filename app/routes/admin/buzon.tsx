import { Form } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/buzon";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminSelect } from "~/platform/components/admin-fields";
import { AdminTabs, PanelPager } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { Refusal } from "~/platform/domain/refusals";
import {
  INBOX_LIST_KEYS,
  INBOX_LISTS,
  INBOX_STATES,
  type InboxChange,
  readInboxFilters,
  SOURCE_LABELS,
  inboxItemSchema,
} from "~/inbox";

import { changeInboxItem, countInbox, listInbox } from "~/inbox/index.server";
import { pageWindow, requestedPage } from "~/platform/domain/paging";
import { listSignupProjectTitles } from "~/pages/index.server";
import { cn } from "~/platform/lib/cn";

const TITLE = "Buzón";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const signupProjects = await listSignupProjectTitles(context.db);
  const filters = readInboxFilters(url.searchParams, signupProjects);
  // A page at a time: the page asked for, or the last one if the list has become shorter.
  const page = pageWindow(await countInbox(context.db, filters), requestedPage(url.searchParams));
  const rows = await listInbox(context.db, filters, { limit: page.size, offset: page.offset });
  return {
    filters,
    rows,
    page,
    columns: INBOX_LISTS[filters.list].columns,
    query: url.search,
    signupProjects,
  };
}

const CHANGES: Record<InboxChange, { label: string; done: string }> = {
  read: { label: "Marcado como leído", done: "Marcado como leído" },
  unread: { label: "Marcado como no leído", done: "Marcado como no leído" },
  archive: { label: "Archivado", done: "Archivado" },
  unarchive: { label: "Sacado del archivo", done: "Sacado del archivo" },
  delete: { label: "Borrado", done: "Borrado" },
  approve: { label: "Aprobado para la web", done: "Aprobado: ya aparece en la web" },
  unapprove: { label: "Retirado de la web", done: "Retirado de la web" },
};

const change = (kind: InboxChange) =>
  intent({
    schema: inboxItemSchema,
    async run({ id, list }, { tx }) {
      if (!(await changeInboxItem(tx, list as keyof typeof INBOX_LISTS, id, kind))) throw new Refusal("missing");
      return {
        action: `Buzón: ${CHANGES[kind].label.toLowerCase()}`,
        target: `${INBOX_LISTS[list as keyof typeof INBOX_LISTS].label} #${id}`,
      };
    },
    success: CHANGES[kind].done,
  });

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    read: change("read"),
    unread: change("unread"),
    archive: change("archive"),
    unarchive: change("unarchive"),
    delete: change("delete"),
    approve: change("approve"),
    unapprove: change("unapprove"),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, rows, page, columns, query } = loaderData;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <a
          href={`/admin/buzon/exportar.csv${query || `?lista=${filters.list}`}`}
          download
          className="rounded-lg border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-800"
        >
          Descargar CSV de esta lista
        </a>
      </div>
      <AdminTabs
        label="Listas del buzón"
        items={INBOX_LIST_KEYS.map((list) => ({
          to: `?lista=${list}`,
          label: INBOX_LISTS[list].label,
          current: filters.list === list,
        }))}
      />
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
            options={[{ value: "", label: "Todos" }, ...loaderData.signupProjects.map((p) => ({ value: p, label: p }))]}
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

      <h2 className="text-xl font-bold text-slate-900">
        {INBOX_LISTS[filters.list].label} <span className="text-base font-normal text-slate-700">({page.total})</span>
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
      <PanelPager label="Páginas de la lista" window={page} />
    </div>
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
