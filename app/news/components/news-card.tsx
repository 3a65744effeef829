import { Link } from "react-router";
import { NEWS_COPY as copy } from "../copy/news";
import { formatSpanishDate, type NewsItem, newsPreview } from "../domain/news";
import { NewsItemImage } from "./news-item-image";
import { PinnedBadge, TagList } from "./tag-badge";

/** One news item in the board's grid: its photo, tags, title, date, a preview and «Leer más». */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="news-card"
    >
      <div className="relative">
        <NewsItemImage
          item={item}
          sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
          className="aspect-video w-full object-cover"
        />
        {item.pinned ? <PinnedBadge /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <TagList tags={item.tags} />
        <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
        <p className="text-sm text-slate-600">
          <time dateTime={item.date}>{formatSpanishDate(item.date)}</time>
        </p>
        <p className="flex-1 text-slate-700">{newsPreview(item.content)}</p>
        <Link
          id={`leer-mas-${item.id}`}
          to={`?noticia=${item.id}`}
          preventScrollReset
          className="mt-2 w-fit rounded-lg bg-teal-800 px-4 py-2 font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
        >
          {copy.readMore}
          <span className="sr-only">: {item.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The newest item when it is not among the first on screen: its title, to open it, and its date. */
export function NewestNews({ newest }: { newest: Pick<NewsItem, "id" | "title" | "date"> }) {
  return (
    <p className="mt-6 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-slate-900" data-testid="newest-news">
      <span className="font-semibold text-teal-900">{copy.newest}:</span>{" "}
      <Link
        to={`?noticia=${newest.id}`}
        preventScrollReset
        className="font-semibold underline underline-offset-2 hover:text-teal-800"
      >
        {newest.title}
      </Link>{" "}
      · <time dateTime={newest.date}>{formatSpanishDate(newest.date)}</time>
    </p>
  );
}
