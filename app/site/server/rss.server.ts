/** RSS 2.0 documents for the news board and the blog feeds. */
type RssItem = {
  title: string;
  link: string;
  guid: string;
  permaLink: boolean;
  pubDate: Date;
  description: string;
  categories?: string[];
  author?: string;
};

/** Text inside XML (the feeds, the sitemap). */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function rssResponse(channel: { title: string; link: string; description: string }, items: RssItem[]): Response {
  const body = items
    .map((item) =>
      [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(item.link)}</link>`,
        `      <guid isPermaLink="${item.permaLink}">${escapeXml(item.guid)}</guid>`,
        `      <pubDate>${item.pubDate.toUTCString()}</pubDate>`,
        ...(item.author ? [`      <author>${escapeXml(item.author)}</author>`] : []),
        ...(item.categories ?? []).map((category) => `      <category>${escapeXml(category)}</category>`),
        `      <description>${escapeXml(item.description)}</description>`,
        "    </item>",
      ].join("\n"),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>es-ES</language>
${body}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
