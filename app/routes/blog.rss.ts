import type { Route } from "./+types/blog.rss";
import { appContext } from "~/platform/server/context.server";
import { authorOrAnonymous, BLOG_PAGE_COPY, blogPostPath } from "~/blog";
import { listBlogFeed } from "~/blog/index.server";
import { rssResponse } from "~/site/index.server";

/** RSS 2.0 feed of the blog (every category). */
export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { origin } = context.publicAddress;
  const posts = await listBlogFeed(context.db);
  return rssResponse(
    {
      title: BLOG_PAGE_COPY.feedTitle,
      link: `${origin}/blog`,
      description: BLOG_PAGE_COPY.feedDescription,
    },
    posts.map((post) => ({
      title: post.title,
      link: `${origin}${blogPostPath(post)}`,
      guid: `blog-${post.id}`,
      permaLink: false,
      pubDate: post.createdAt,
      author: authorOrAnonymous(post.author),
      categories: post.category ? [post.category] : [],
      description: post.content,
    })),
  );
}
