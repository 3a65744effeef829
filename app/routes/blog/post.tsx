import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/post";
import { BlogPostArticle, blogPostIdFromSegment, blogPostPath } from "~/blog";
import { documentTitle } from "~/platform/copy/pages";

import { newsPreview } from "~/news";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";
import { getBlogPost, handleBlogForm } from "~/blog/index.server";

import { appContext } from "~/platform/server/context.server";
import { readCommentsReviewed } from "~/platform/server/site-settings.server";

/** A post's own page: `/blog/<id>-<título>`, to share and to be found. The same for every visitor. */
export const handle = SHAREABLE_PAGE;

export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const id = blogPostIdFromSegment(params.entrada);
  const [post, commentsReviewed] = await Promise.all([
    id === null ? null : getBlogPost(context.db, id),
    readCommentsReviewed(context),
  ]);
  if (!post) throw data(null, { status: 404 });
  // An old or mistyped title in the address leads to the post's own one.
  const url = new URL(request.url);
  const own = blogPostPath(post);
  if (url.pathname !== own) throw redirect(`${own}${url.search}`, 301);
  return { post, commentsReviewed };
}

export async function action(args: Route.ActionArgs) {
  const here = new URL(args.request.url).pathname;
  return handleBlogForm(args, { back: () => here, comment: (_postId, commentId) => `${here}#comentario-${commentId}` });
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  if (!page) return [{ title: documentTitle("Blog") }];
  const { post } = page;
  return withShareTags(
    { matches, location },
    [{ title: documentTitle(`${post.title} · Blog`) }, { name: "description", content: newsPreview(post.content) }],
    {
      type: "article",
      image: post.imageUrl ? { src: post.imageUrl, alt: post.imageAlt ?? "" } : null,
    },
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <Link
        to="/blog"
        className="inline-flex items-center gap-2 rounded-md font-semibold text-teal-900 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Todas las entradas del blog
      </Link>
      <div className="mt-6">
        <BlogPostArticle
          post={post}
          action={blogPostPath(post)}
          commentsOpen
          standalone
          commentsReviewed={loaderData.commentsReviewed}
        />
      </div>
    </div>
  );
}
