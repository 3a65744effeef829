import { PreviewBannerOnDemand } from "~/site";
import { type ReactNode, Suspense, useEffect } from "react";
import { appContext } from "~/platform/server/context.server";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { isBarePage } from "~/platform/lib/route-handle";
import type { Route } from "./+types/root";
import { type RootData, siteAddresses } from "~/platform/domain/site-settings";
import stylesheet from "./app.css?url";
import { SiteFooter, SiteHeader, NavigationProgress } from "~/site";

import { useNonce } from "~/platform/components/nonce-provider";

import { Toaster } from "~/platform/components/toaster";
import { ERROR_PAGE_COPY } from "~/platform/copy/pages";
import { DEFAULT_SITE_CHROME } from "~/platform/copy/site";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { madridDayOf } from "~/platform/domain/madrid-time";
import { readMenu, databaseUnavailableMiddleware } from "~/site/index.server";
import { readToast } from "~/platform/server/toast.server";

import { readVisitTotal, visitTotalText } from "~/platform/server/visits.server";
import { readFooterLogos, readPreview } from "~/pages/index.server";
import { THEME_COLOUR } from "~/share";
import { lazyComponent } from "~/platform/lib/lazy-component";

// Shown to the teacher on a preview only: its code is not in every page's first scripts.

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet first in the head, before the scripts' thirty
  // modulepreloads: without one it came last, and a phone's six connections fetched it after
  // them (docs/decisions/023).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The installable web app and the home-screen icon of iPhones.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// A page whose database was out of reach is answered again as the Spanish 503 page.
export const middleware: Route.MiddlewareFunction[] = [databaseUnavailableMiddleware];

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  // (Visits are counted by the server as it sends the page: see server/request-handler.ts.)
  // Nothing here reads the staff session: the page cache serves the teacher the shared pages
  // (docs/decisions/010); the panel's layout says who is signed in.
  const [settings, menu, visits, flash, preview, footer] = await Promise.all([
    readSiteSettings(context),
    readMenu(context),
    readVisitTotal(context),
    readToast(request, context),
    readPreview(request, context),
    readFooterLogos(context, request),
  ]);
  const headers = new Headers();
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  const loaded = {
    // The menu's projects and courses are the school's, and its arrangement the teacher's.
    settings: { ...settings, ...menu, addresses: siteAddresses(settings) },
    visits,
    visitsText: visitTotalText(visits),
    toast: flash.toast,
    preview,
    // The copyright's year is the calendar's, in Madrid.
    footer: { logos: footer, year: madridDayOf(new Date()).slice(0, 4) },
    origin: context.publicAddress.origin,
  };
  // The hooks read the root's data by the domain's type (app/platform/hooks/use-site-settings.ts).
  return data(loaded satisfies RootData, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Marks the document once React has taken over (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const root = useRouteLoaderData<typeof loader>("root");
  const settings = root?.settings ?? DEFAULT_SITE_CHROME;
  // The hall's big screen shows only itself.
  const bare = useMatches().some((match) => isBarePage(match.handle));
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 antialiased">
        <a
          href="#contenido"
          className="sr-only z-[200] rounded bg-white px-4 py-2 font-semibold text-teal-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Saltar al contenido
        </a>
        {root?.preview ? (
          <Suspense fallback={null}>
            <PreviewBannerOnDemand page={root.preview} />
          </Suspense>
        ) : null}
        {bare ? null : <SiteHeader settings={settings} />}
        <NavigationProgress />
        <main id="contenido" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {bare ? null : (
          <SiteFooter settings={settings} visits={root?.visitsText ?? null} content={root?.footer ?? null} />
        )}
        <Toaster flash={root?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// The error page's code comes only with an error: the server renders it whole, the browser fetches it then.
const ErrorPage = lazyComponent(() => import("~/platform/components/error-page").then((m) => m.ErrorPage));

export function ErrorBoundary() {
  const error = useRouteError();
  // A loader's own error reaches the browser as a 500 without its details (those are in the log).
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { title, message } =
    status === 404 || status === 403 || status === 503 ? ERROR_PAGE_COPY[status] : ERROR_PAGE_COPY.other;
  if (!isRouteErrorResponse(error)) {
    console.error(error);
  }
  return (
    <Suspense fallback={null}>
      <ErrorPage status={status} title={title} message={message} back={{ to: "/", label: "Volver al inicio" }} />
    </Suspense>
  );
}
