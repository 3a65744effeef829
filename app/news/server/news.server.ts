import type { ArchivedNewsItem } from "../domain/news";
import { asc, desc, eq, sql } from "drizzle-orm";
import { newsItems, uploads } from "../../../db/schema";
import type { newsItemSchema } from "../domain/news-forms";
import { isPinnedOn, type NewsItem, pinnedUntilFrom, sortNews } from "~/news/domain/news";
import { madridDayOf } from "~/platform/domain/madrid-time";
import type { z } from "~/platform/domain/zod";
import type { Database } from "~/platform/server/db.server";
import { uploadedImage, uploadOf } from "~/images/index.server";
import { newsMessage } from "~/push";
import { recordPushEvent } from "~/push/index.server";

/** Every news item in board order. */
/** How many news items the board holds. */
export const countNews = (db: Database): Promise<number> => db.$count(newsItems);

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
      pinnedUntil: newsItems.pinnedUntil,
      tags: newsItems.tags,
      upload: { width: uploads.width, height: uploads.height, variantWidths: uploads.variantWidths },
    })
    .from(newsItems)
    .leftJoin(uploads, uploadOf(newsItems.imageUrl))
    .orderBy(asc(newsItems.id));
  // A pin lasts a month: past its last day the item takes its place by date.
  const today = madridDayOf(new Date());
  return sortNews(
    rows.map(({ upload, pinnedUntil, ...row }) => ({
      ...row,
      pinned: isPinnedOn({ pinned: row.pinned, pinnedUntil }, today),
      pinnedUntil: row.pinned ? pinnedUntil : null,
      image: uploadedImage(upload),
    })),
  );
}

type NewsItemInput = z.output<typeof newsItemSchema>;

/** Publishes a news item; returns its id. */
export async function createNewsItem(db: Database, value: NewsItemInput) {
  const [row] = await db
    .insert(newsItems)
    .values({ ...value, pinnedUntil: value.pinned ? pinnedUntilFrom(madridDayOf(new Date())) : null })
    .returning({ id: newsItems.id });
  // Phones that follow the news board hear of it once this commits.
  await recordPushEvent(db, {
    message: { ...newsMessage({ title: value.title, course: null }), tag: `novedad-${row!.id}` },
    audience: [{ kind: "news", target: "", url: "/novedades" }],
  });
  return row!.id;
}

/** Each change returns the item's title, or null when the item no longer exists. */
export async function updateNewsItem(db: Database, id: number, value: NewsItemInput) {
  // Saved pinned, it stays on top a month from now; unpinned, it has no end day.
  const pinnedUntil = value.pinned ? pinnedUntilFrom(madridDayOf(new Date())) : null;
  const [row] = await db
    .update(newsItems)
    .set({ ...value, pinnedUntil, updatedAt: sql`now()` })
    .where(eq(newsItems.id, id))
    .returning({ title: newsItems.title });
  return row?.title ?? null;
}

export async function pinNewsItem(db: Database, id: number, pinned: boolean) {
  const pinnedUntil = pinned ? pinnedUntilFrom(madridDayOf(new Date())) : null;
  const [row] = await db
    .update(newsItems)
    .set({ pinned, pinnedUntil, updatedAt: sql`now()` })
    .where(eq(newsItems.id, id))
    .returning({ title: newsItems.title });
  return row?.title ?? null;
}

export async function deleteNewsItem(db: Database, id: number) {
  const [row] = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ title: newsItems.title });
  return row?.title ?? null;
}

/** The year's part of a closed year's archive: the news as written. */
export async function newsForArchive(db: Database): Promise<ArchivedNewsItem[]> {
  return db
    .select({ title: newsItems.title, date: newsItems.date, content: newsItems.content })
    .from(newsItems)
    .orderBy(desc(newsItems.date), desc(newsItems.id));
}

/** Last year's pinned news would stay on top of the new year's board: unpinned, kept. */
export async function unpinAllNews(db: Database) {
  await db.update(newsItems).set({ pinned: false, pinnedUntil: null }).where(eq(newsItems.pinned, true));
}

/** Every news item's text rewritten (a change of the site's text format, once per database). */
export async function rewriteNewsTexts(tx: Database, rewrite: (text: string) => string) {
  for (const row of await tx.select({ id: newsItems.id, content: newsItems.content }).from(newsItems))
    await tx
      .update(newsItems)
      .set({ content: rewrite(row.content) })
      .where(eq(newsItems.id, row.id));
}
