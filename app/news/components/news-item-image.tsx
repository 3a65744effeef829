import { ResponsiveImage } from "~/images";
import type { NewsItem } from "~/news/domain/news";

/** A news item's picture (16:9), wherever the item is shown; nothing when it has none. */
export function NewsItemImage({
  item,
  sizes,
  eager,
  className,
}: {
  item: Pick<NewsItem, "imageUrl" | "imageText" | "image">;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  if (!item.imageUrl) return null;
  return (
    <ResponsiveImage
      src={item.imageUrl}
      alt={item.imageText}
      uploaded={item.image}
      width={800}
      height={450}
      sizes={sizes}
      eager={eager}
      className={className}
    />
  );
}
