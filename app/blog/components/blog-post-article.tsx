import { Heart, MessageCircle } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { RichTextBlocks } from "~/platform/components/rich-text";
import { FormDialog, FormDialogTrigger, useFormDialog } from "~/platform/components/form-dialog";
import { ResponsiveImage } from "~/images";
import { authorOrAnonymous, blogPostPath } from "~/blog/domain/blog";
import { formatSpanishDate } from "~/news";
import { cn } from "~/platform/lib/cn";
import { lazyComponent } from "~/platform/lib/lazy-component";
import type { getBlogPost } from "~/blog/server/blog.server";
import { useLikedHere } from "./liked-here";

// The comment and like forms' code comes after the page's first scripts (the server renders them in full).
const BlogCommentForm = lazyComponent(() => import("~/blog/components/blog-forms").then((m) => m.BlogCommentForm));
const BlogLikeForm = lazyComponent(() => import("~/blog/components/blog-forms").then((m) => m.BlogLikeForm));

const NO_COMMENTS = "Todavía no hay comentarios. ¡Anímate a escribir el primero!";

/** A post as the blog's list and its own page show it (the loader's shape: app/blog/server/blog.server.ts). */
export type BlogPostView = NonNullable<Awaited<ReturnType<typeof getBlogPost>>>;

/**
 * A post with its «Me gusta» and its comments. In the list its title links to the post's own page;
 * on that page (`standalone`) the title is the page's heading and the comments are open.
 * `action`: the page the forms are sent to.
 */
export function BlogPostArticle({
  post,
  action,
  commentsOpen,
  standalone = false,
  commentsReviewed,
}: {
  post: BlogPostView;
  action: string;
  commentsOpen: boolean;
  standalone?: boolean;
  /** Comments wait for the teacher: the form says so before a pupil sends one. */
  commentsReviewed: boolean;
}) {
  const likeDialog = useFormDialog(`me-gusta-${post.id}`);
  const [likedHere, markLiked] = useLikedHere(post.id);
  const Heading = standalone ? "h1" : "h2";
  return (
    <article
      id={`publicacion-${post.id}`}
      aria-labelledby={`titulo-${post.id}`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="blog-post"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {post.category ? (
          <span className="rounded-full bg-teal-100 px-2.5 py-0.5 font-semibold text-teal-950">{post.category}</span>
        ) : null}
        <span>
          Por <span className="font-semibold text-slate-800">{authorOrAnonymous(post.author)}</span>
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.createdAt}>{formatSpanishDate(post.createdAt.slice(0, 10))}</time>
      </div>
      <Heading
        id={`titulo-${post.id}`}
        className={cn("mt-2 font-bold text-slate-900", standalone ? "text-3xl sm:text-4xl" : "text-2xl")}
      >
        {standalone ? (
          post.title
        ) : (
          <Link
            to={blogPostPath(post)}
            className="hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {post.title}
          </Link>
        )}
      </Heading>
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
          <Heart aria-hidden="true" className="size-4" fill={likedHere ? "currentColor" : "none"} />
          <span>
            Me gusta (<span data-testid="like-count">{post.likes}</span>)
            {likedHere ? <span data-testid="liked-here"> · ya te gusta</span> : null}
          </span>
        </FormDialogTrigger>
      </div>
      <FormDialog
        dialog={likeDialog}
        title="Registrar «Me gusta»"
        description="Escribe tu nombre y tu curso: solo se cuenta un «Me gusta» por persona."
      >
        <Suspense fallback={<p className="text-slate-700">Cargando el formulario…</p>}>
          <BlogLikeForm
            postId={post.id}
            action={`${action}${action.includes("?") ? "&" : "?"}formulario=me-gusta-${post.id}`}
            onSuccess={() => {
              markLiked();
              likeDialog.close();
            }}
          />
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
          <p className="mt-3 text-slate-700">{NO_COMMENTS}</p>
        ) : (
          // A long list scrolls: focusable and named, so it can be scrolled from the keyboard.
          <ul
            className="mt-3 max-h-96 space-y-3 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700"
            tabIndex={0}
            aria-label={`Comentarios de «${post.title}»`}
          >
            {post.comments.map((comment) => (
              <li
                key={comment.id}
                id={`comentario-${comment.id}`}
                className="scroll-mt-24 rounded-lg bg-slate-50 p-3"
                data-testid="blog-comment"
              >
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
          <BlogCommentForm postId={post.id} action={action} reviewed={commentsReviewed} />
        </Suspense>
      </details>
    </article>
  );
}
