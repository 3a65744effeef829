import { asc } from "drizzle-orm";
import { newsItems } from "../../db/schema";
import { type NewsItem, sortNews } from "~/domain/news";
import type { Database } from "./db.server";
import { sanitizeRichText } from "./sanitize.server";

/** Every news item in board order; content sanitised again on the way out (defence in depth). */
export async function listNews(db: Database): Promise<NewsItem[]> {
  const rows = await db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      date: newsItems.date,
      content: newsItems.content,
      imageText: newsItems.imageText,
      imageUrl: newsItems.imageUrl,
      pinned: newsItems.pinned,
      tags: newsItems.tags,
    })
    .from(newsItems)
    .orderBy(asc(newsItems.id));
  return sortNews(rows.map((row) => ({ ...row, content: sanitizeRichText(row.content) })));
}
