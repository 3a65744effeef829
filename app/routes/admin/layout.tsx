import { useEffect, useRef } from "react";
import {
  Form,
  isRouteErrorResponse,
  NavLink,
  Outlet,
  useLocation,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { ERROR_PAGE_COPY } from "~/platform/copy/pages";
import { ErrorPage } from "~/platform/components/error-page";
import { staffContext } from "~/platform/server/context.server";
import type { Route } from "./+types/layout";
import { ADMIN_COPY, sectionFor, sectionsFor } from "~/site";
import { ROLE_LABELS } from "~/people";
import { useAuth } from "~/people";

import { staffMiddleware } from "~/site/index.server";
import { PRIVATE_PAGE_HEADERS } from "~/courses/index.server";
import { cn } from "~/platform/lib/cn";
import type { PanelSession } from "~/platform/domain/staff";

// Every page, action and data request below /admin is guarded here, once (app/site/server/middleware.server.ts).
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export function loader({ context: router }: Route.LoaderArgs): PanelSession {
  const staff = router.get(staffContext);
  // Only who is signed in (for the auth context), never anything of the session token.
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role },
    sessionExpiresAt: staff.sessionExpiresAt,
  };
}

export const headers = () => PRIVATE_PAGE_HEADERS;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const { loading } = useAuth();
  // Panel forms keep the scroll through their save (AdminForm); one whose save opens another page
  // (a new competition's editor, a preview) starts that page at its top. Back/forward restore as usual.
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{staff.name}</span> · {staff.email} · {ROLE_LABELS[staff.role]}
        </p>
        <Form method="post" action="/admin/salir">
          <button
            type="submit"
            className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-800"
          >
            {loading ? ADMIN_COPY.signOut.pending : ADMIN_COPY.signOut.idle}
          </button>
        </Form>
      </div>
      <PanelMenu sections={sectionsFor(staff.role)} pathname={pathname} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

/**
 * A panel page that failed: the panel's own error page, its menu kept when the account
 * is known (a page below failed, not the sign-in), the status and what happened, and the way back
 * to the panel. The public site's is the root's (app/root.tsx), back to the home page.
 */
export function ErrorBoundary() {
  const session = useRouteLoaderData<PanelSession>("routes/admin/layout");
  const { pathname } = useLocation();
  const error = useRouteError();
  // A loader's own error reaches the browser as a 500 without its details (those are in the log).
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = status === 404 || status === 403 || status === 503 ? ERROR_PAGE_COPY[status] : ERROR_PAGE_COPY.other;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {session ? <PanelMenu sections={sectionsFor(session.staff.role)} pathname={pathname} /> : null}
      <ErrorPage
        status={status}
        title={copy.title}
        message={copy.message}
        back={{ to: "/admin", label: "Volver al panel" }}
      />
    </div>
  );
}

type Section = ReturnType<typeof sectionsFor>[number];

function SectionLinks({ sections, className }: { sections: Section[]; className: string }) {
  return (
    <ul className={className}>
      {sections.map((section) => (
        <li key={section.path}>
          <NavLink
            to={section.path}
            end={section.path === "/admin"}
            className={({ isActive }) =>
              cn(
                "panel-menu-link",
                isActive
                  ? "bg-teal-800 text-white"
                  : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100",
              )
            }
          >
            {section.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The panel's sections: on a phone one compact control (a disclosure that works without
 * JavaScript, closed on every page) instead of 15 buttons filling the first screen.
 */
function PanelMenu({ sections, pathname }: { sections: Section[]; pathname: string }) {
  const current = sectionFor(pathname, sections);
  return (
    <nav aria-label="Secciones del panel" className="mt-4">
      <details key={pathname} className="group sm:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-800 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="text-sm font-normal text-slate-700">Panel · </span>
            {current?.label ?? "Secciones"}
          </span>
          <span aria-hidden="true" className="text-sm text-teal-800 group-open:rotate-180">
            ▼
          </span>
        </summary>
        <SectionLinks sections={sections} className="mt-2 flex flex-wrap gap-2" />
      </details>
      <SectionLinks sections={sections} className="hidden flex-wrap gap-2 sm:flex" />
    </nav>
  );
}
