import { desc } from "drizzle-orm";
import { blogPosts } from "../../db/schema";
import type { Route } from "./+types/blog.rss";
import { authorOrAnonymous } from "~/domain/blog";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** RSS 2.0 feed of the blog (every category). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const posts = await context.db
    .select({ id: blogPosts.id, title: blogPosts.title, content: blogPosts.content, category: blogPosts.category, author: blogPosts.author, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt))
    .limit(50);
  const items = posts
    .map((post) => {
      const link = `${origin}/blog#publicacion-${post.id}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="false">blog-${post.id}</guid>`,
        `      <pubDate>${post.createdAt.toUTCString()}</pubDate>`,
        `      <author>${escapeXml(authorOrAnonymous(post.author))}</author>`,
        post.category ? `      <category>${escapeXml(post.category)}</category>` : "",
        `      <description>${escapeXml(post.content)}</description>`,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Blog · Educación Física</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <description>Entradas del departamento de Educación Física.</description>
    <language>es-ES</language>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
