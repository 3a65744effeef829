import { data } from "react-router";
import { GoneErrorPage } from "~/platform/components/gone-error-page";
import type { Route } from "./+types/course-page";
import { CourseZoneCards, WelcomeBanner, RETIRED_COURSE_COPY, findCourse } from "~/courses";
import { appContext } from "~/platform/server/context.server";
import { CoursePageSections, pageKeys } from "~/pages";

import { documentTitle } from "~/platform/copy/pages";

import { findRetiredCourse, readCourses } from "~/courses/index.server";
import { readPage } from "~/pages/index.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

// One module serves every course's page, /cursos/<its address> (see app/routes.ts): the courses
// are the teacher's (/admin/cursos), and what their pages say too (app/pages/copy/page-editors.ts, COURSE_FIELDS).

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const course = findCourse(await readCourses(context), params.curso);
  if (!course) {
    // A retired course's address says so and leads to the archive, where its years are.
    const retired = await findRetiredCourse(context, params.curso);
    if (!retired) throw data(null, { status: 404 });
    throw data({ retired: retired.label }, { status: 410 });
  }
  const page = await readPage(context, request, pageKeys.course(course.slug));
  return { course, content: page.document, images: page.images };
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(page?.course.label ?? "Curso") },
    { name: "description", content: page?.content.intro ?? "" },
  ]);
}

const headingClass = "text-2xl font-bold text-slate-900";

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, content, images } = loaderData;
  return (
    <div>
      <WelcomeBanner text={content.banner} />
      <header className="bg-gradient-to-br from-teal-800 to-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="text-4xl font-extrabold sm:text-5xl">{course.label}</h1>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">{content.intro}</p>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <CourseZoneCards course={course} headingClass={headingClass} />
        <CoursePageSections content={content} images={images} headingClass={headingClass} />
      </div>
    </div>
  );
}

/**
 * A retired course's address (410) points to the archive; any other error is the site's 404 or error
 * page (the one error page, app/platform/components/error-page.tsx).
 */
export function ErrorBoundary() {
  return <GoneErrorPage gone={{ ...RETIRED_COURSE_COPY, to: "/archivo" }} />;
}
