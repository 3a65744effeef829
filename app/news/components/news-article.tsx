import type { ElementType, ReactNode } from "react";
import { NewsItemImage } from "~/news/components/news-item-image";
import { formatSpanishDate, type NewsItem } from "~/news/domain/news";
import { TagList } from "./tag-badge";
import { RichTextBlocks } from "~/platform/components/rich-text";
import { Suspense } from "react";
import { lazyComponent } from "~/platform/lib/lazy-component";

// «Compartir» and the poster: their code comes after the page's first scripts.
const ShareLinks = lazyComponent(() => import("~/platform/components/share-links").then((m) => m.ShareLinks));

/**
 * One news item in full. In the page (a link shared to a browser without JavaScript) the title is
 * an h2; the reading dialog passes its own title and description components.
 */
export function NewsArticle({
  item,
  titleId,
  Title = "h2",
  Meta = "p",
}: {
  item: NewsItem;
  titleId?: string;
  Title?: ElementType<{ id?: string; className?: string; children: ReactNode }>;
  Meta?: ElementType<{ className?: string; children: ReactNode }>;
}) {
  return (
    <>
      <NewsItemImage
        item={item}
        sizes="(min-width: 768px) 720px, 100vw"
        eager
        className="aspect-video w-full rounded-xl object-cover"
      />
      <TagList tags={item.tags} className="mt-4" />
      <Title {...(titleId ? { id: titleId } : {})} className="mt-3 text-2xl font-bold text-slate-900">
        {item.title}
      </Title>
      <Meta className="mt-1 text-sm text-slate-600">{formatSpanishDate(item.date)}</Meta>
      <div className="news-content mt-4 space-y-3 text-slate-800">
        <RichTextBlocks text={item.content} />
      </div>
      <Suspense fallback={null}>
        <ShareLinks
          path={`/novedades?noticia=${item.id}`}
          title={item.title}
          className="mt-5 border-t border-slate-200 pt-4"
        />
      </Suspense>
    </>
  );
}
