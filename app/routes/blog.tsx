import { Heart, MessageCircle } from "lucide-react";
import { ResponsiveImage } from "~/components/responsive-image";
import { appContext } from "~/server/context.server";
import { data, Link, useNavigation, useRouteError, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { FormDialog, FormDialogTrigger, useFormDialog } from "~/components/forms/form-dialog";
import { BLOG_NOTICES } from "~/content/notices";
import { documentTitle } from "~/content/pages";
import { authorOrAnonymous, BLOG_CATEGORIES, blogCategoryFromSlug, type BlogCategory } from "~/domain/blog";
import { FORM_ID_FIELD } from "~/domain/form-fields";
import { blogCommentSchema, blogLikeSchema } from "~/domain/forms";
import { formatSpanishDate } from "~/domain/news";
import { cn } from "~/lib/cn";
import { addBlogComment, addBlogLike, blogPostExists, countBlogPostsByCategory, listBlogPosts } from "~/server/blog.server";
import { handlePublicForm } from "~/server/public-form.server";
import { SHAREABLE_PAGE } from "~/lib/route-handle";
import { RichTextBlocks } from "~/components/content/rich-text";
import { Suspense } from "react";
import { lazyComponent } from "~/lib/lazy-component";

// The comment and like forms' code comes after the page's first scripts (the server renders them in full).
const BlogCommentForm = lazyComponent(() => import("~/components/blog/blog-forms").then((m) => m.BlogCommentForm));
const BlogLikeForm = lazyComponent(() => import("~/components/blog/blog-forms").then((m) => m.BlogLikeForm));

const COPY = {
  title: "Blog",
  lead: "Entradas del departamento y de cada curso. Comenta y deja tu «Me gusta».",
  loading: "Cargando publicaciones...",
  loadError: "No se pudieron cargar las publicaciones. Inténtalo de nuevo más tarde.",
  empty: "No hay publicaciones aquí",
  emptyDetail: (category: string) => `Todavía no hay publicaciones en «${category}». ¡Vuelve pronto!`,
  noComments: "Todavía no hay comentarios. ¡Anímate a escribir el primero!",
  /** Under 'Todos' (posts without a course): where the courses' posts are. */
  coursePostsElsewhere: "Las entradas de cada curso están en su categoría:",
};

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

/** `?comentarios=ID`: the post whose comments are shown open (where a comment sent without JavaScript returns). */
const OPEN_COMMENTS_PARAM = "comentarios";

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const params = new URL(request.url).searchParams;
  const category = blogCategoryFromSlug(params.get("categoria"));
  const open = Number(params.get(OPEN_COMMENTS_PARAM));
  const [posts, counts] = await Promise.all([listBlogPosts(context.db, category), countBlogPostsByCategory(context.db)]);
  return { category, counts, openComments: Number.isSafeInteger(open) && open > 0 ? open : null, posts };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const context = args.context.get(appContext);
  const url = new URL(request.url);
  // Which form was sent decides the schema; the pipeline reads the same form data (once).
  const formData = await request.formData().catch(() => null);
  const sent = formData?.get(FORM_ID_FIELD);
  const match = typeof sent === "string" ? sent.match(/^(comentario|me-gusta)-(\d{1,9})$/) : null;
  if (!formData || !match) throw data("Formulario desconocido.", { status: 400 });
  const postId = Number(match[2]);
  if (!(await blogPostExists(context.db, postId))) throw data("Esa publicación no existe.", { status: 404 });
  const categoria = url.searchParams.get("categoria");
  const back = `/blog${categoria ? `?categoria=${encodeURIComponent(categoria)}` : ""}#publicacion-${postId}`;
  // Without JavaScript the page comes back with this post's comments open, at the new comment.
  const backToComment = (written: { awaitingApproval: boolean; id: number } | undefined) => {
    if (!written || written.awaitingApproval) return back;
    const query = new URLSearchParams({ ...(categoria ? { categoria } : {}), [OPEN_COMMENTS_PARAM]: String(postId) });
    return `/blog?${query}#comentario-${written.id}`;
  };

  if (match[1] === "comentario") {
    return handlePublicForm(args, {
      formData,
      kind: "comment",
      schema: blogCommentSchema,
      write: (value, db) => addBlogComment(db, { postId, authorName: value.author_name, content: value.content }),
      notices: {
        success: BLOG_NOTICES.commentSuccess,
        awaitingApproval: BLOG_NOTICES.commentAwaitingApproval,
        failure: BLOG_NOTICES.commentFailure,
        validation: BLOG_NOTICES.commentValidation,
      },
      redirectTo: backToComment,
    });
  }
  return handlePublicForm(args, {
    formData,
    kind: "like",
    schema: blogLikeSchema,
    write: (value, db) => addBlogLike(db, { postId, userName: value.user_name, userCourse: value.user_course }),
    refusals: { duplicate: { field: "user_name", message: BLOG_NOTICES.likeDuplicateField, notice: BLOG_NOTICES.likeFailure } },
    notices: { success: BLOG_NOTICES.likeSuccess, failure: BLOG_NOTICES.likeFailure, validation: BLOG_NOTICES.likeValidation },
    redirectTo: back,
  });
}

export const links: Route.LinksFunction = () => [{ rel: "alternate", type: "application/rss+xml", title: "Blog · Educación Física", href: "/blog/rss.xml" }];

export function meta({ data: loaderData }: Route.MetaArgs) {
  const label = loaderData?.category.value ? ` · ${loaderData.category.label}` : "";
  return [{ title: documentTitle(`${COPY.title}${label}`) }, { name: "description", content: COPY.lead }];
}

type CategoryCounts = Record<BlogCategory["slug"], number>;

function CategoryFilter({ current, counts }: { current: BlogCategory; counts: CategoryCounts | null }) {
  const coursesWithPosts = counts ? BLOG_CATEGORIES.filter((c) => c.value !== null && counts[c.slug] > 0) : [];
  return (
    <>
      <nav aria-label="Categorías del blog" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link
                to={category.slug === "todos" ? "/blog" : `/blog?categoria=${category.slug}`}
                aria-current={category.slug === current.slug ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700",
                  category.slug === current.slug ? "border-teal-800 bg-teal-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-teal-700",
                )}
              >
                {category.label}
                {counts ? <span className="font-normal"> ({counts[category.slug]})</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current.value === null && coursesWithPosts.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700" data-testid="course-categories-hint">
          {COPY.coursePostsElsewhere}{" "}
          {coursesWithPosts.map((category, i) => (
            <span key={category.slug}>
              {i > 0 ? ", " : null}
              <Link to={`/blog?categoria=${category.slug}`} className="font-semibold text-teal-900 underline underline-offset-2 hover:text-teal-700">
                {category.label} ({counts![category.slug]})
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { category, posts, openComments, counts } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog" && !navigation.formMethod;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{COPY.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{COPY.lead}</p>
      <CategoryFilter current={category} counts={counts} />
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
          posts.map((post) => <BlogPost key={post.id} post={post} categorySlug={category.slug} commentsOpen={post.id === openComments} />)
        )}
      </div>
    </div>
  );
}

type Post = Route.ComponentProps["loaderData"]["posts"][number];

function BlogPost({ post, categorySlug, commentsOpen }: { post: Post; categorySlug: string; commentsOpen: boolean }) {
  const likeDialog = useFormDialog(`me-gusta-${post.id}`);
  const action = `/blog${categorySlug === "todos" ? "" : `?categoria=${categorySlug}`}`;
  return (
    <article id={`publicacion-${post.id}`} aria-labelledby={`titulo-${post.id}`} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="blog-post">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {post.category ? <span className="rounded-full bg-teal-100 px-2.5 py-0.5 font-semibold text-teal-950">{post.category}</span> : null}
        <span>
          Por <span className="font-semibold text-slate-800">{authorOrAnonymous(post.author)}</span>
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.createdAt}>{formatSpanishDate(post.createdAt.slice(0, 10))}</time>
      </div>
      <h2 id={`titulo-${post.id}`} className="mt-2 text-2xl font-bold text-slate-900">
        {post.title}
      </h2>
      {post.imageUrl ? (
        <ResponsiveImage
          src={post.imageUrl}
          alt={post.imageAlt ?? ""}
          uploaded={post.image}
          width={800}
          height={450}
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-3 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      <div className="news-content mt-3 space-y-3 text-slate-800">
        <RichTextBlocks text={post.content} />
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <FormDialogTrigger dialog={likeDialog} size="sm">
          <Heart aria-hidden="true" className="size-4" />
          <span>
            Me gusta (<span data-testid="like-count">{post.likes}</span>)
          </span>
        </FormDialogTrigger>
      </div>
      <FormDialog dialog={likeDialog} title="Registrar «Me gusta»" description="Escribe tu nombre y tu curso: solo se cuenta un «Me gusta» por persona.">
        <Suspense fallback={<p className="text-slate-700">Cargando el formulario…</p>}>
          <BlogLikeForm postId={post.id} action={`${action}${action.includes("?") ? "&" : "?"}formulario=me-gusta-${post.id}`} onSuccess={likeDialog.close} />
        </Suspense>
      </FormDialog>

      {/* Native disclosure: opens and closes with or without JavaScript. */}
      <details className="group mt-5 border-t border-slate-200 pt-4" open={commentsOpen || undefined}>
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md font-semibold text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-700">
          <MessageCircle aria-hidden="true" className="size-5" />
          <span>
            Comentarios (<span data-testid="comment-count">{post.comments.length}</span>)
          </span>
          <span className="text-sm font-normal text-slate-600 group-open:hidden">· mostrar</span>
          <span className="hidden text-sm font-normal text-slate-600 group-open:inline">· ocultar</span>
        </summary>
        {post.comments.length === 0 ? (
          <p className="mt-3 text-slate-700">{COPY.noComments}</p>
        ) : (
          // A long list scrolls: focusable and named, so it can be scrolled from the keyboard.
          <ul className="mt-3 max-h-96 space-y-3 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700" tabIndex={0} aria-label={`Comentarios de «${post.title}»`}>
            {post.comments.map((comment) => (
              <li key={comment.id} id={`comentario-${comment.id}`} className="scroll-mt-24 rounded-lg bg-slate-50 p-3" data-testid="blog-comment">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{comment.authorName}</span>{" "}
                  <time className="text-slate-600" dateTime={comment.createdAt}>
                    · {formatSpanishDate(comment.createdAt.slice(0, 10))}
                  </time>
                </p>
                {/* Text only: React escapes it, so a comment can never inject markup. */}
                <p className="mt-1 whitespace-pre-line text-slate-800">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
        <Suspense fallback={null}>
          <BlogCommentForm postId={post.id} action={action} />
        </Suspense>
      </details>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  console.error(error);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{COPY.title}</h1>
      <CategoryFilter current={blogCategoryFromSlug(searchParams.get("categoria"))} counts={null} />
      <p role="alert" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-6 font-medium text-red-950">
        {COPY.loadError}
      </p>
    </div>
  );
}
