/** What the panel's pages are made of: titled panels, tabs, rows that open into their editor. */
import { type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/platform/lib/cn";
import { pageHref, type PageWindow } from "~/platform/domain/paging";
import { AdminForm, useFormRefused } from "./admin-form";
import { NavigationSubmitButton } from "./admin-buttons";
import { AdminActionButton } from "./admin-buttons";

/** A titled white panel: the admin pages are made of these. */
export function AdminPanel({
  title,
  children,
  actions,
  id,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id ? `${id}-title` : undefined} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A row of links that switch what the page shows (lists, grids, competitions); the current one is marked. */
export function AdminTabs({
  label,
  items,
}: {
  label: string;
  items: readonly { to: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-lg px-3 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800",
                item.current
                  ? "bg-slate-900 text-white ring-slate-900"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One saved item of an admin list: its summary, a delete button, and its edit form folded away
 * (opened again when the server refused the edit, so the errors are in sight).
 */
export function EditableRow({
  id,
  summary,
  actions,
  children,
}: {
  id: number;
  summary: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const refused = useFormRefused("update", id);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>{summary}</div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <AdminActionButton intent="delete" id={id} confirm="¿Borrarlo? No se puede deshacer.">
            Borrar
          </AdminActionButton>
        </div>
      </div>
      <details className="mt-3" open={refused || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-teal-900">Editar</summary>
        <AdminForm intent="update" id={id} className="mt-3">
          {children}
          <div className="mt-4">
            <NavigationSubmitButton intent="update" id={id}>
              Guardar cambios
            </NavigationSubmitButton>
          </div>
        </AdminForm>
      </details>
    </li>
  );
}

/**
 * Which page of a long list this is, and the links to the pages around it. Links, not
 * buttons: a page is an address (the list's filters kept), without JavaScript too. Nothing shows
 * for a list of one page.
 */
export function PanelPager({ window, label, className }: { window: PageWindow; label: string; className?: string }) {
  const { pathname, search } = useLocation();
  if (window.pages <= 1) return null;
  const href = (page: number) => pageHref(pathname, search, page);
  const link =
    "inline-flex rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800";
  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-between gap-3", className)}>
      <p className="text-sm text-slate-700">
        Página {window.page} de {window.pages} · {window.first}–{window.last} de {window.total}
      </p>
      <ul className="flex flex-wrap gap-2">
        {window.page > 1 ? (
          <>
            <li>
              <Link to={href(1)} className={link}>
                Primera
              </Link>
            </li>
            <li>
              <Link to={href(window.page - 1)} rel="prev" className={link}>
                Anterior
              </Link>
            </li>
          </>
        ) : null}
        {window.page < window.pages ? (
          <>
            <li>
              <Link to={href(window.page + 1)} rel="next" className={link}>
                Siguiente
              </Link>
            </li>
            <li>
              <Link to={href(window.pages)} className={link}>
                Última
              </Link>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  );
}
