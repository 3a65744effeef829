import { isRouteErrorResponse, useRouteError } from "react-router";
import { ERROR_PAGE_COPY } from "~/platform/copy/pages";
import { Suspense } from "react";
import { lazyComponent } from "~/platform/lib/lazy-component";

// The error page's code comes only with an error (the server renders it whole).
const ErrorPage = lazyComponent(() => import("./error-page").then((m) => m.ErrorPage));

/** What a page that is gone (410) says about its thing, by its name, and where it leads. */
export type GoneCopy = { title: string; message: (name: string) => string; link: string; to: string };

/**
 * The error page of a page whose thing the teacher retired (a course, a project): a 410
 * carrying `{ retired: name }` says so and leads on; a 404 or another error is the site's.
 */
export function GoneErrorPage({ gone }: { gone: GoneCopy }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const retired =
    status === 410 && isRouteErrorResponse(error) && typeof error.data?.retired === "string"
      ? String(error.data.retired)
      : null;
  const words = retired
    ? { title: gone.title, message: gone.message(retired) }
    : status === 404
      ? ERROR_PAGE_COPY[404]
      : ERROR_PAGE_COPY.other;
  return (
    <Suspense fallback={null}>
      <ErrorPage
        status={status}
        title={words.title}
        message={words.message}
        back={retired ? { to: gone.to, label: gone.link } : { to: "/", label: "Volver al inicio" }}
      />
    </Suspense>
  );
}
