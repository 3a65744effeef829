import { appContext } from "~/platform/server/context.server";
import { Link } from "react-router";
import type { Route } from "./+types/buscar";
import {
  SiteSearchForm,
  SEARCH_COPY as copy,
  SEARCH_KIND_LABELS,
  normaliseSearchQuery,
  type SearchHit,
} from "~/search";
import { documentTitle } from "~/platform/copy/pages";

import { formatSpanishDate } from "~/news";

import { searchSite } from "~/search/index.server";
import { pathsOutOfMenu } from "~/site/index.server";

// Not a shared page: every query is its own address, and the page cache would keep them all.

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const query = normaliseSearchQuery(new URL(request.url).searchParams.get("q"));
  return { query, hits: query ? await searchSite(context.db, query, await pathsOutOfMenu(context)) : [] };
}

export function meta({ data }: Route.MetaArgs) {
  const query = data?.query;
  return [
    { title: documentTitle(query ? `«${query}» · ${copy.title}` : copy.title) },
    { name: "description", content: copy.lead },
    // A search's answer is not a page of its own for search engines.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, hits } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.heading}</h1>
      <p className="mt-2 text-lg text-slate-700">{copy.lead}</p>
      <SiteSearchForm variant="page" defaultValue={query} autoFocus={!query} className="mt-6" />
      {query ? (
        <section aria-labelledby="resultados" className="mt-8">
          <h2 id="resultados" className="text-xl font-bold text-slate-900" aria-live="polite">
            {hits.length ? copy.results(hits.length, query) : copy.none(query)}
          </h2>
          {hits.length ? (
            <ol className="mt-4 space-y-4">
              {hits.map((hit) => (
                <SearchResult key={`${hit.kind}:${hit.path}`} hit={hit} />
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-slate-700">{copy.noneHint}</p>
          )}
        </section>
      ) : (
        <p className="mt-6 text-slate-700">{copy.tips}</p>
      )}
    </div>
  );
}

function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="rounded-full bg-teal-50 px-2 py-0.5 font-semibold text-teal-900">
          {SEARCH_KIND_LABELS[hit.kind]}
        </span>
        {hit.date ? <time dateTime={hit.date}>{formatSpanishDate(hit.date)}</time> : null}
      </p>
      <h3 className="mt-2 text-lg font-bold">
        <Link
          to={hit.path}
          className="text-teal-900 underline decoration-teal-700/40 underline-offset-4 hover:decoration-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <MarkedText parts={hit.titleParts} />
        </Link>
      </h3>
      {hit.snippet.length ? (
        <p className="mt-1 text-slate-800">
          <MarkedText parts={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** A title or a snippet, the words that matched marked. */
function MarkedText({ parts }: { parts: SearchHit["snippet"] }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded bg-yellow-200 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
