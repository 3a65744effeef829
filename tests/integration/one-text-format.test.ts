import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eq } from "drizzle-orm";
import { DomUtils, parseDOM } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseNews, newsItems, schoolYears, seedMarkers } from "../../db/schema";
import { SEED_COURSE_NEWS } from "../../db/seed-data/courses";
import { SEED_NEWS } from "../../db/seed-data/news";
import { RichTextBlocks } from "../../app/platform/components/rich-text";
import type { DatabaseHandle } from "../../app/platform/server/db.server";
import { ONE_TEXT_FORMAT_MARKER } from "../../app/site/server/legacy-texts.server";
import { closeSchoolYear } from "../../app/archive/server/school-years.server";
import { seedDatabase } from "../../app/site/server/seed.server";
import { LEGACY_SEED_HTML } from "../helpers/legacy-seed-html";
import { createTestDatabase } from "../helpers/test-database";

/** What a reader gets from a piece of HTML: its words, its links (address and words) and its bold words. */
function meaningOf(html: string) {
  const nodes = parseDOM(html);
  const elements = (name: string) =>
    DomUtils.findAll((e) => e.name === name || (name === "strong" && e.name === "b"), nodes);
  return {
    words: DomUtils.textContent(nodes).replace(/\s+/g, "").trim(),
    links: elements("a").map((a) => [a.attribs.href, DomUtils.textContent(a).trim()]),
    bold: elements("strong").map((b) => DomUtils.textContent(b).trim()),
    paragraphs: elements("p").length,
  };
}
const rendered = (text: string) => renderToStaticMarkup(createElement(RichTextBlocks, { text }));

let handle: DatabaseHandle;
const passwords: { gate: `course:${string}`; password: string }[] = [
  { gate: "course:2-eso", password: "uno-1" },
  { gate: "course:3-eso", password: "dos-2" },
  { gate: "course:1-bachillerato", password: "tres-3" },
];

beforeAll(async () => {
  // A database as an older release left it: the seed's news and course news stored as HTML, a closed
  // year's archive holding them as HTML too, and no record of the conversion.
  handle = await createTestDatabase();
  const legacy = (title: string) => LEGACY_SEED_HTML[title]!;
  for (const item of SEED_NEWS)
    await handle.db
      .update(newsItems)
      .set({ content: legacy(item.title) })
      .where(eq(newsItems.id, item.id));
  for (const item of SEED_COURSE_NEWS)
    await handle.db
      .update(courseNews)
      .set({ content: legacy(item.title) })
      .where(eq(courseNews.title, item.title));
  await handle.db.transaction((tx) => closeSchoolYear(tx, { year: "2025-2026", keepCompetitions: false, passwords }));
  await handle.db.insert(courseNews).values(SEED_COURSE_NEWS.map((item) => ({ ...item, content: legacy(item.title) })));
  await handle.db.delete(seedMarkers).where(eq(seedMarkers.name, ONE_TEXT_FORMAT_MARKER));
});
afterAll(() => handle.close());

describe("the one text format (point 5)", () => {
  it("converts an older database's HTML news, course news and archived year once, at start-up, into the seed's own texts", async () => {
    await seedDatabase(handle.db);

    const news = await handle.db.select({ title: newsItems.title, content: newsItems.content }).from(newsItems);
    for (const item of SEED_NEWS) expect(news.find((n) => n.title === item.title)?.content).toBe(item.content);
    const course = await handle.db.select({ title: courseNews.title, content: courseNews.content }).from(courseNews);
    for (const item of SEED_COURSE_NEWS) expect(course.find((n) => n.title === item.title)?.content).toBe(item.content);

    const [year] = await handle.db
      .select({ archive: schoolYears.archive })
      .from(schoolYears)
      .where(eq(schoolYears.id, "2025-2026"));
    const archived = [...year!.archive!.newsItems, ...year!.archive!.courseNews];
    expect(archived.length).toBe(SEED_NEWS.length + SEED_COURSE_NEWS.length);
    for (const item of archived)
      expect(item.content).toBe([...SEED_NEWS, ...SEED_COURSE_NEWS].find((s) => s.title === item.title)!.content);
  });

  it("keeps each item's meaning: the page shows the same words, links, bold words and paragraphs as the HTML did", () => {
    for (const item of [...SEED_NEWS, ...SEED_COURSE_NEWS]) {
      expect(meaningOf(rendered(item.content))).toEqual(meaningOf(LEGACY_SEED_HTML[item.title]!));
    }
  });

  it("runs once: a text written afterwards that shows tags as words is never read as HTML again", async () => {
    const text = "Escribid <b>hola</b> en el ejercicio:\n- **uno**";
    const [row] = await handle.db
      .insert(newsItems)
      .values({ title: "Etiquetas", date: "2026-11-26", content: text })
      .returning({ id: newsItems.id });
    await seedDatabase(handle.db);
    await seedDatabase(handle.db);
    const [stored] = await handle.db
      .select({ content: newsItems.content })
      .from(newsItems)
      .where(eq(newsItems.id, row!.id));
    expect(stored!.content).toBe(text);
    expect(rendered(text)).toBe(
      '<p>Escribid &lt;b&gt;hola&lt;/b&gt; en el ejercicio:</p><ul class="list-disc space-y-1 pl-6"><li><strong>uno</strong></li></ul>',
    );
  });
});
