import { Link } from "react-router";
import { documentTitle } from "~/platform/copy/pages";

/**
 * The one error page: the status, what happened in Spanish, and the way back. The root's, a
 * retired course's or project's (410), an invitation that no longer opens.
 */
export function ErrorPage({
  status,
  title,
  message,
  back,
}: {
  status: number;
  title: string;
  message: string;
  back: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{documentTitle(title)}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg text-slate-700">
        {message}
      </p>
      <Link
        to={back.to}
        className="mt-8 inline-flex rounded-lg bg-teal-800 px-5 py-3 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
      >
        {back.label}
      </Link>
    </section>
  );
}
