import { NewsDialogOnDemand } from "~/news";
import { Rss } from "lucide-react";
import {
  NewsCard,
  NewsCarousel,
  NewestNews,
  NewsArticle,
  NEWS_COPY as copy,
  featuredNews,
  newestBelowTheFold,
  newsPreview,
} from "~/news";
import { appContext } from "~/platform/server/context.server";
import { Suspense, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/novedades";

import { PushFollowButton } from "~/push";

import { documentTitle } from "~/platform/copy/pages";

import { useHydrated } from "~/platform/hooks/use-hydrated";
import { listNews } from "~/news/index.server";
import { revealDelay } from "~/platform/lib/reveal";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

// The reading dialog (Radix, about 14 KB gzip) is loaded when a visitor first opens an item.

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const news = await listNews(context.db);
  return { news, featured: featuredNews(news), newest: newestBelowTheFold(news) };
}

// Opening or closing one item only changes ?noticia=: the list need not be fetched again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("noticia");
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: copy.rssTitle, href: "/novedades/rss.xml" },
];

export function meta({ data, location, matches }: Route.MetaArgs) {
  const id = Number(new URLSearchParams(location.search).get("noticia"));
  const item = data?.news.find((n) => n.id === id);
  const title = item ? `${item.title} · ${copy.title}` : copy.title;
  const description = item ? newsPreview(item.content) : copy.lead;
  // A news item shared is an article with its own photo (the share card when it has none).
  return withShareTags(
    { matches, location },
    [{ title: documentTitle(title) }, { name: "description", content: description }],
    {
      type: item ? "article" : "website",
      image: item?.imageUrl ? { src: item.imageUrl, alt: item.imageText } : null,
    },
  );
}

export default function NewsBoard({ loaderData }: Route.ComponentProps) {
  const { news, featured, newest } = loaderData;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const openId = Number(searchParams.get("noticia"));
  const openItem = news.find((n) => n.id === openId) ?? null;
  const [dialogUsed, setDialogUsed] = useState(false);
  if (hydrated && openItem && !dialogUsed) setDialogUsed(true);

  const close = () => {
    const params = new URLSearchParams(searchParams);
    params.delete("noticia");
    const search = params.toString();
    navigate(search ? `?${search}` : ".", { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 max-w-3xl text-lg text-slate-700">{copy.lead}</p>
          <PushFollowButton topic={{ kind: "news", target: "" }} />
        </div>
        <a
          href="/novedades/rss.xml"
          className="inline-flex items-center gap-2 rounded-lg border border-orange-300 bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-950 hover:bg-orange-100"
        >
          <Rss aria-hidden="true" className="size-4" />
          {copy.rssLink}
        </a>
      </div>

      {/* Without JavaScript a shared link to one item shows it here, in the page. */}
      {!hydrated && openItem ? (
        <article
          aria-labelledby="noticia-abierta"
          className="mt-8 rounded-2xl border-2 border-teal-700 bg-white p-6 shadow-lg"
        >
          <NewsArticle item={openItem} titleId="noticia-abierta" />
          <Link to="/novedades" className="mt-6 inline-block font-semibold text-teal-800 underline">
            {copy.seeAll}
          </Link>
        </article>
      ) : null}

      {newest ? <NewestNews newest={newest} /> : null}

      {featured.length > 0 ? (
        <div className="mt-8">
          <NewsCarousel items={featured} />
        </div>
      ) : null}

      <section aria-labelledby="todas" className="mt-12">
        <h2 id="todas" className="text-2xl font-bold text-slate-900">
          {copy.allHeading}
        </h2>
        {news.length === 0 ? (
          <p className="mt-4 text-slate-700">{copy.empty}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.map((item, i) => (
              <li key={item.id} className="reveal" style={revealDelay(i)}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {dialogUsed ? (
        <Suspense fallback={null}>
          <NewsDialogOnDemand item={openItem} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
