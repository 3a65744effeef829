import { eq, isNotNull } from "drizzle-orm";
import { courseNews, newsItems, schoolYears, seedMarkers } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";

/** The marker of the one-time conversion of HTML texts to the site's one text format. */
export const ONE_TEXT_FORMAT_MARKER = "un-formato-de-texto";

/**
 * Once per database, at start-up, before the seed: news and course news written as HTML (and
 * those kept in closed years' archives) become the one text format (app/platform/domain/text-format.ts).
 * Blog posts were plain text, which already is that format. On a new database there is nothing
 * to convert and only the marker is written, so the seed's items (in the new format) are never
 * read as HTML. A backup from before the change is converted when it is next opened.
 */
export async function convertLegacyTexts(tx: Database): Promise<void> {
  const [marked] = await tx
    .insert(seedMarkers)
    .values({ name: ONE_TEXT_FORMAT_MARKER })
    .onConflictDoNothing()
    .returning({ name: seedMarkers.name });
  if (!marked) return;
  // The HTML parser loads only for the one start that converts (not on every start).
  const { htmlToRichText } = await import("./html-to-rich-text.server");

  for (const row of await tx.select({ id: newsItems.id, content: newsItems.content }).from(newsItems))
    await tx
      .update(newsItems)
      .set({ content: htmlToRichText(row.content) })
      .where(eq(newsItems.id, row.id));
  for (const row of await tx.select({ id: courseNews.id, content: courseNews.content }).from(courseNews))
    await tx
      .update(courseNews)
      .set({ content: htmlToRichText(row.content) })
      .where(eq(courseNews.id, row.id));
  for (const year of await tx
    .select({ id: schoolYears.id, archive: schoolYears.archive })
    .from(schoolYears)
    .where(isNotNull(schoolYears.archive))) {
    const archive = year.archive!;
    await tx
      .update(schoolYears)
      .set({
        archive: {
          ...archive,
          newsItems: archive.newsItems.map((item) => ({ ...item, content: htmlToRichText(item.content) })),
          courseNews: archive.courseNews.map((item) => ({ ...item, content: htmlToRichText(item.content) })),
        },
      })
      .where(eq(schoolYears.id, year.id));
  }
}
