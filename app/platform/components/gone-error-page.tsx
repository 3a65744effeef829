import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { documentTitle, ERROR_PAGE_COPY } from "~/platform/copy/pages";

/** What a page that is gone (410) says about its thing, by its name, and where it leads. */
export type GoneCopy = { title: string; message: (name: string) => string; link: string; to: string };

/**
 * The error page of a page whose thing the teacher retired (a course, a project): a 410
 * carrying `{ retired: name }` says so and leads on; a 404 or another error is the site's.
 * (Not shared with the root's error page: that would add a script to every page.)
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
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{documentTitle(words.title)}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{words.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{words.message}</p>
      <Link
        to={retired ? gone.to : "/"}
        className="mt-8 inline-flex rounded-lg bg-teal-800 px-5 py-3 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
      >
        {retired ? gone.link : "Volver al inicio"}
      </Link>
    </section>
  );
}
