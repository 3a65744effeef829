import { appContext } from "~/platform/server/context.server";
import { Link, useNavigation, useRouteError, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { BLOG_PAGE_COPY, BlogPostArticle, blogCategories, blogCategoryFromSlug, type BlogCategory } from "~/blog";
import { documentTitle } from "~/platform/copy/pages";

import { readCourses } from "~/courses/index.server";
import { cn } from "~/platform/lib/cn";
import { countBlogPostsByCategory, listBlogPosts, handleBlogForm } from "~/blog/index.server";

import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";
import { readCommentsReviewed } from "~/platform/server/site-settings.server";

const COPY = BLOG_PAGE_COPY;

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

/** `?comentarios=ID`: the post whose comments are shown open (where a comment sent without JavaScript returns). */
const OPEN_COMMENTS_PARAM = "comentarios";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const params = new URL(request.url).searchParams;
  const categories = blogCategories(await readCourses(context));
  const category = blogCategoryFromSlug(categories, params.get("categoria"));
  const open = Number(params.get(OPEN_COMMENTS_PARAM));
  const [posts, counts, commentsReviewed] = await Promise.all([
    listBlogPosts(context.db, category),
    countBlogPostsByCategory(context.db, categories),
    readCommentsReviewed(context),
  ]);
  return {
    categories,
    category,
    counts,
    openComments: Number.isSafeInteger(open) && open > 0 ? open : null,
    posts,
    commentsReviewed,
  };
}

export async function action(args: Route.ActionArgs) {
  const categoria = new URL(args.request.url).searchParams.get("categoria");
  return handleBlogForm(args, {
    back: (postId) => `/blog${categoria ? `?categoria=${encodeURIComponent(categoria)}` : ""}#publicacion-${postId}`,
    // Without JavaScript the page comes back with this post's comments open, at the new comment.
    comment: (postId, commentId) =>
      `/blog?${new URLSearchParams({ ...(categoria ? { categoria } : {}), [OPEN_COMMENTS_PARAM]: String(postId) })}#comentario-${commentId}`,
  });
}

export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: COPY.feedTitle, href: "/blog/rss.xml" },
];

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const label = loaderData && loaderData.category.value !== undefined ? ` · ${loaderData.category.label}` : "";
  return withShareTags({ matches, location }, [
    { title: documentTitle(`${COPY.title}${label}`) },
    { name: "description", content: COPY.lead },
  ]);
}

type CategoryCounts = Record<string, number>;

function CategoryFilter({
  categories,
  current,
  counts,
}: {
  categories: readonly BlogCategory[];
  current: BlogCategory;
  counts: CategoryCounts | null;
}) {
  return (
    <nav aria-label={COPY.categories} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category, index) => (
          <li key={category.slug}>
            <Link
              to={index === 0 ? "/blog" : `/blog?categoria=${category.slug}`}
              aria-current={category.slug === current.slug ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700",
                category.slug === current.slug
                  ? "border-teal-800 bg-teal-800 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-teal-700",
              )}
            >
              {category.label}
              {counts ? <span className="font-normal"> ({counts[category.slug]})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { categories, category, posts, openComments, counts } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog" && !navigation.formMethod;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{COPY.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{COPY.lead}</p>
      <CategoryFilter categories={categories} current={category} counts={counts} />
      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-teal-900">
        {loading ? COPY.loading : ""}
      </p>
      <div className={cn("mt-2 space-y-8 transition-opacity", loading && "opacity-50")} aria-busy={loading}>
        {posts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-xl font-semibold text-slate-900">{COPY.empty}</p>
            <p className="mt-2 text-slate-700">{COPY.emptyDetail(category.label)}</p>
          </div>
        ) : (
          posts.map((post) => (
            <BlogPostArticle
              key={post.id}
              post={post}
              action={`/blog${category.value === undefined ? "" : `?categoria=${category.slug}`}`}
              commentsOpen={post.id === openComments}
              commentsReviewed={loaderData.commentsReviewed}
            />
          ))
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  console.error(error);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{COPY.title}</h1>
      {/* Without the loader's courses: the filters every site has. */}
      <CategoryFilter
        categories={blogCategories([])}
        current={blogCategoryFromSlug(blogCategories([]), searchParams.get("categoria"))}
        counts={null}
      />
      <p role="alert" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-6 font-medium text-red-950">
        {COPY.loadError}
      </p>
    </div>
  );
}
