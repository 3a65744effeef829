import { seedMarkers } from "../../../db/schema";
import { rewriteArchivedNewsTexts } from "~/archive/index.server";
import { rewriteCourseNewsTexts } from "~/courses/index.server";
import { rewriteNewsTexts } from "~/news/index.server";
import { loadHtmlToRichText } from "~/pages/index.server";
import type { Database } from "~/platform/server/db.server";

/** The marker of the one-time conversion of HTML texts to the site's one text format. */
export const ONE_TEXT_FORMAT_MARKER = "un-formato-de-texto";

/**
 * Once per database, at start-up, before the seed: news and course news written as HTML (and
 * those kept in closed years' archives) become the one text format (app/platform/domain/text-format.ts),
 * each rewritten by its owner. Blog posts were plain text, which already is that format. On a new
 * database there is nothing to convert and only the marker is written, so the seed's items (in the
 * new format) are never read as HTML. A backup from before the change is converted when it is next opened.
 */
export async function convertLegacyTexts(tx: Database): Promise<void> {
  const [marked] = await tx
    .insert(seedMarkers)
    .values({ name: ONE_TEXT_FORMAT_MARKER })
    .onConflictDoNothing()
    .returning({ name: seedMarkers.name });
  if (!marked) return;
  // The HTML parser loads only for the one start that converts (not on every start).
  const htmlToRichText = await loadHtmlToRichText();
  await rewriteNewsTexts(tx, htmlToRichText);
  await rewriteCourseNewsTexts(tx, htmlToRichText);
  await rewriteArchivedNewsTexts(tx, htmlToRichText);
}
