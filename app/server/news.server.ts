import { asc, desc, eq, sql } from "drizzle-orm";
import { newsItems, uploads } from "../../db/schema";
import type { newsItemSchema } from "~/domain/admin-forms";
import { type NewsItem, sortNews } from "~/domain/news";
import type { z } from "~/domain/zod";
import type { YearArchive } from "~/domain/school-years";
import type { Database } from "./db.server";
import { uploadedImage, uploadOf } from "./uploads.server";

/** Every news item in board order. */
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
      upload: { width: uploads.width, height: uploads.height, variantWidths: uploads.variantWidths },
    })
    .from(newsItems)
    .leftJoin(uploads, uploadOf(newsItems.imageUrl))
    .orderBy(asc(newsItems.id));
  return sortNews(rows.map(({ upload, ...row }) => ({ ...row, image: uploadedImage(upload) })));
}

type NewsItemInput = z.output<typeof newsItemSchema>;

/** Publishes a news item; returns its id. */
export async function createNewsItem(db: Database, value: NewsItemInput) {
  const [row] = await db.insert(newsItems).values(value).returning({ id: newsItems.id });
  return row!.id;
}

/** Each change returns the item's title, or null when the item no longer exists. */
export async function updateNewsItem(db: Database, id: number, value: NewsItemInput) {
  const [row] = await db.update(newsItems).set({ ...value, updatedAt: sql`now()` }).where(eq(newsItems.id, id)).returning({ title: newsItems.title });
  return row?.title ?? null;
}

export async function pinNewsItem(db: Database, id: number, pinned: boolean) {
  const [row] = await db.update(newsItems).set({ pinned, updatedAt: sql`now()` }).where(eq(newsItems.id, id)).returning({ title: newsItems.title });
  return row?.title ?? null;
}

export async function deleteNewsItem(db: Database, id: number) {
  const [row] = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ title: newsItems.title });
  return row?.title ?? null;
}

/** The year's part of a closed year's archive: the news as written. */
export async function newsForArchive(db: Database): Promise<YearArchive["newsItems"]> {
  return db.select({ title: newsItems.title, date: newsItems.date, content: newsItems.content }).from(newsItems).orderBy(desc(newsItems.date), desc(newsItems.id));
}
