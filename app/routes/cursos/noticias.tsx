import { CourseNewsCommentFormOnDemand } from "~/courses";
import { AlertTriangle, Info, MessageCircle } from "lucide-react";
import { appContext } from "~/platform/server/context.server";
import { redirect } from "react-router";
import type { Route } from "./+types/noticias";
import { Suspense } from "react";
import { CourseZoneHeader, COURSE_ZONE_COPY, COURSE_PARAM, courseNewsCommentSchema } from "~/courses";
import { PushFollowButton } from "~/push";

import { COURSE_COMMENT_NOTICES } from "~/courses";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { readCourseFromUrl, addCourseNewsComment, listCourseNews } from "~/courses/index.server";

import type { AppContext } from "~/platform/server/context.server";

import { formatSpanishDate } from "~/news";

import { handlePublicForm } from "~/platform/server/public-form.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { RichTextBlocks } from "~/platform/components/rich-text";
import { withShareTags } from "~/platform/lib/share-meta";
import { readCommentsReviewed } from "~/platform/server/site-settings.server";

/** The comment form's code comes after the page's first scripts (the server renders it in full, inside each item's closed disclosure). */

const copy = COURSE_ZONE_COPY.news;

/** Without a course there is nothing to show: back to the home page, as the spec does. */
async function courseFrom(context: AppContext, request: Request) {
  const course = await readCourseFromUrl(context, request);
  if (!course) throw redirect("/");
  return course;
}

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const course = await courseFrom(context, request);
  const [news, commentsReviewed] = await Promise.all([
    listCourseNews(context.db, course.label),
    readCommentsReviewed(context),
  ]);
  return { course, news, commentsReviewed };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const course = await courseFrom(args.context.get(appContext), request);
  return handlePublicForm(args, {
    kind: "comment",
    schema: courseNewsCommentSchema,
    write: (value, db) => addCourseNewsComment(db, course.label, value),
    notify: (written) => (written.awaitingApproval ? "comment" : null),
    refusals: {
      missing: { field: "news_id", message: COURSE_COMMENT_NOTICES.newsGone, notice: COURSE_COMMENT_NOTICES.failure },
    },
    notices: COURSE_COMMENT_NOTICES,
    redirectTo: `/cursos/noticias?${COURSE_PARAM}=${course.slug}`,
  });
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  // Not for search engines, but a link a class shares in its group shows its card.
  return withShareTags(
    { matches, location },
    unlistedPageMeta(
      page ? copy.title(page.course.label) : "Noticias del Curso",
      `Avisos y novedades de ${page?.course.label ?? "tu curso"}. Puedes comentar.`,
    ),
  );
}

export default function CourseNews({ loaderData, actionData }: Route.ComponentProps) {
  const { course, news } = loaderData;
  const action = `/cursos/noticias?${COURSE_PARAM}=${course.slug}`;
  // Without JavaScript, the answer to a comment opens that item's comments so its errors show.
  const answeredForm = actionData && "form" in actionData ? actionData.form : undefined;
  return (
    <div>
      <CourseZoneHeader title={copy.title(course.label)} course={course} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <PushFollowButton topic={{ kind: "course", target: course.slug }} />
        {news.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-lg font-semibold text-slate-900">{copy.empty}</p>
            <p className="mt-1 text-slate-700">{copy.emptyEncouragement}</p>
          </div>
        ) : (
          news.map((item) => {
            const alert = item.type === "alert";
            return (
              <article
                key={item.id}
                id={`noticia-${item.id}`}
                aria-labelledby={`noticia-${item.id}-titulo`}
                className={`rounded-2xl border-l-4 bg-white p-6 shadow-sm ${alert ? "border-red-700" : "border-teal-700"}`}
              >
                <p
                  className={`inline-flex items-center gap-1 text-sm font-semibold ${alert ? "text-red-800" : "text-teal-800"}`}
                >
                  {alert ? (
                    <AlertTriangle aria-hidden="true" className="size-4" />
                  ) : (
                    <Info aria-hidden="true" className="size-4" />
                  )}
                  {alert ? copy.alert : copy.info}
                  <span className="font-normal text-slate-700">
                    {" "}
                    · {formatSpanishDate(item.createdAt.slice(0, 10))}
                  </span>
                </p>
                <h2 id={`noticia-${item.id}-titulo`} className="mt-1 text-xl font-bold text-slate-900">
                  {item.title}
                </h2>
                <div className="news-content mt-2 space-y-2 text-slate-800">
                  <RichTextBlocks text={item.content} />
                </div>
                <details
                  className="group mt-4 border-t border-slate-200 pt-3"
                  open={answeredForm === `comentario-${item.id}` ? true : undefined}
                >
                  <summary className="inline-flex cursor-pointer items-center gap-2 rounded font-semibold text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-800">
                    <MessageCircle aria-hidden="true" className="size-4" />
                    {item.comments.length > 0 ? copy.comments(item.comments.length) : copy.firstToComment}
                  </summary>
                  {item.comments.length === 0 ? (
                    <p className="mt-3 text-slate-700">{copy.noComments}</p>
                  ) : (
                    <ul
                      className="mt-3 max-h-64 space-y-2 overflow-y-auto pr-1"
                      tabIndex={0}
                      aria-label={`Comentarios de «${item.title}»`}
                      data-testid="course-news-comments"
                    >
                      {item.comments.map((c) => (
                        <li key={c.id} className="rounded-lg bg-slate-50 p-3">
                          <p className="text-sm font-semibold text-slate-900">
                            {c.authorName} <span className="font-normal text-slate-600">· {c.authorCourse}</span>
                          </p>
                          <p className="mt-1 whitespace-pre-line text-slate-800">{c.content}</p>
                        </li>
                      ))}
                    </ul>
                  )}
                  <Suspense fallback={null}>
                    <CourseNewsCommentFormOnDemand
                      newsId={item.id}
                      action={action}
                      reviewed={loaderData.commentsReviewed}
                    />
                  </Suspense>
                </details>
              </article>
            );
          })
        )}
      </div>
    </div>
  );
}
