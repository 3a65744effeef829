import type { Route } from "./+types/novedades.rss";
import { NEWS_COPY } from "~/content/news";
import { htmlToText } from "~/domain/news";
import { listNews } from "~/server/news.server";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** RSS 2.0 feed of the news board (linked from the page head). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const news = await listNews(context.db);
  const items = news
    .map((item) => {
      const link = `${origin}/novedades?noticia=${item.id}`;
      const [y, m, d] = item.date.split("-").map(Number);
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${new Date(Date.UTC(y!, m! - 1, d!, 9)).toUTCString()}</pubDate>`,
        ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        `      <description>${escapeXml(htmlToText(item.content))}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(NEWS_COPY.rssTitle)}</title>
    <link>${escapeXml(`${origin}/novedades`)}</link>
    <description>${escapeXml(NEWS_COPY.lead)}</description>
    <language>es-ES</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
