import type { Route } from "./+types/buzon-sugerencias";
import { CourseZoneHeader, SuggestionForm, COURSE_ZONE_COPY, COURSE_PARAM, suggestionSchema } from "~/courses";

import { SUGGESTION_NOTICES } from "~/courses";
import { documentTitle } from "~/platform/copy/pages";
import { readCourseFromUrl } from "~/courses/index.server";
import { addSuggestion } from "~/inbox/index.server";

import { appContext } from "~/platform/server/context.server";

import { handlePublicForm } from "~/platform/server/public-form.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

const copy = COURSE_ZONE_COPY.suggestions;

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { course: await readCourseFromUrl(context.get(appContext), request) };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  return handlePublicForm(args, {
    kind: "contact",
    notify: "message",
    schema: suggestionSchema,
    write: (value, db) => addSuggestion(db, value),
    notices: SUGGESTION_NOTICES,
    redirectTo: `/cursos/buzon-sugerencias${new URL(request.url).search}`,
  });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(copy.title) },
    { name: "description", content: copy.intro },
  ]);
}

export default function SuggestionBox({ loaderData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <div>
      <CourseZoneHeader title={copy.title} course={course}>
        <p>{copy.intro}</p>
      </CourseZoneHeader>
      <div className="mx-auto max-w-2xl px-4 py-10">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <SuggestionForm action={`/cursos/buzon-sugerencias${course ? `?${COURSE_PARAM}=${course.slug}` : ""}`} />
        </div>
      </div>
    </div>
  );
}
