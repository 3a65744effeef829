import { Printer } from "lucide-react";
import type { Route } from "./+types/cartel";
import { documentTitle } from "~/platform/copy/pages";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { appContext } from "~/platform/server/context.server";
import { POSTER_COPY } from "~/share";
import { posterFor } from "~/share/index.server";
import { sameSitePath } from "~/platform/domain/site-paths";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";

/** The same poster for everyone (the address in it is the site's configured one): the page cache may share it. */
export const handle = SHAREABLE_PAGE;

/** `/cartel?ruta=/campeonatos/<torneo>/futbol-femenino`: a page's poster with its QR code, to print on A4. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.searchParams.get("ruta") ?? "/";
  // A path of this site only (never `//otro.sitio`), of a sensible length.
  const safe = sameSitePath(path, 300) ?? "/";
  return posterFor(router.get(appContext), safe);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: documentTitle(POSTER_COPY.title(data?.title)) }, { name: "robots", content: "noindex" }];
}

export default function Poster({ loaderData }: Route.ComponentProps) {
  const { title, url, rows, schoolName } = loaderData;
  const size = rows.length;
  const hydrated = useHydrated();
  // The dark squares as one path, with a quiet zone of 4 squares around them.
  const squares = rows
    .flatMap((row, y) => [...row].flatMap((cell, x) => (cell === "1" ? [`M${x + 4} ${y + 4}h1v1h-1z`] : [])))
    .join("");
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-10 text-center print:py-0">
      <p className="text-lg font-semibold uppercase tracking-wide text-teal-800 print:text-2xl">
        {POSTER_COPY.department(schoolName)}
      </p>
      <h1 className="mt-4 text-4xl font-bold text-slate-900 sm:text-5xl print:text-6xl">{title}</h1>
      <p className="mt-4 text-xl text-slate-700 print:text-2xl">{POSTER_COPY.scan}</p>
      <svg
        role="img"
        aria-label={POSTER_COPY.qrLabel(url)}
        viewBox={`0 0 ${size + 8} ${size + 8}`}
        className="mt-8 w-full max-w-md bg-white print:max-w-none print:w-[150mm]"
        shapeRendering="crispEdges"
      >
        <rect width={size + 8} height={size + 8} fill="#ffffff" />
        <path d={squares} fill="#0f172a" />
      </svg>
      <p className="mt-6 break-all font-mono text-lg text-slate-900 print:text-xl">{url}</p>
      {hydrated ? (
        <button
          type="button"
          onClick={() => window.print()}
          className="mt-8 inline-flex items-center gap-2 rounded-lg bg-teal-800 px-5 py-3 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 print:hidden"
        >
          <Printer aria-hidden="true" className="size-5" />
          {POSTER_COPY.print}
        </button>
      ) : null}
    </div>
  );
}
