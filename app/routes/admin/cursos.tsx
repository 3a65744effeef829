import { Link } from "react-router";
import type { Route } from "./+types/cursos";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { CatalogEditorLists } from "~/platform/components/catalog-rows";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { COURSE_CATALOG_COPY as copy } from "~/courses";
import { ADDED_COURSE, AddCoursePanel, AddManyCoursesPanel, CourseRow } from "~/courses";
import { courseCatalogIntents, loadCourseCatalog } from "~/courses/index.server";
import { startCoursePage } from "~/pages/index.server";

/**
 * The school's courses: add one (name, address, classes, its zone's fourth card, its
 * password), rename it, change its classes, reorder, retire and bring back. Everything that names
 * courses (the menu, the gate, the forms' selects, the blog's filters, search, the sitemap) reads them.
 */
const TITLE = copy.title;

export async function loader({ context }: Route.LoaderArgs) {
  return loadCourseCatalog(context.get(appContext).db);
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, courseCatalogIntents({ startPage: startCoursePage }));
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminCourses({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { courses, suggestedPassword } = loaderData;
  const added = answer?.ok ? answer.reply : undefined;
  const addedList = Object.entries(added ?? {}).flatMap(([key, password]) =>
    key.startsWith(ADDED_COURSE) ? [{ label: key.slice(ADDED_COURSE.length), password }] : [],
  );
  const addedMany = addedList.length > 0 ? addedList : null;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
        <p className="text-slate-700">
          {copy.intro}{" "}
          <Link to="/admin/paginas" className="font-semibold text-teal-900 underline underline-offset-4">
            {copy.pages}
          </Link>
          .
        </p>
      </div>

      <CatalogEditorLists
        items={courses}
        row={(course, place) => <CourseRow key={course.slug} course={course} {...place} />}
        inUseTitle={copy.inUse}
        empty={copy.empty}
        retiredTitle={copy.retired}
        retiredText={copy.retiredText}
        retiredRow={(course) => ({ id: course.slug, name: course.label, path: `/cursos/${course.slug}` })}
        restoreIntent="restoreCourse"
      >
        <AddManyCoursesPanel addedMany={addedMany} />
        <AddCoursePanel added={added} suggestedPassword={suggestedPassword} />
      </CatalogEditorLists>
    </div>
  );
}
