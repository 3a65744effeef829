import { Link } from "react-router";
import type { Route } from "./+types/cursos";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { CatalogEditorLists } from "~/platform/components/catalog-rows";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { ADDED_COURSE, AddCoursePanel, AddManyCoursesPanel, CourseRow } from "~/courses";
import { courseCatalogIntents, loadCourseCatalog } from "~/courses/index.server";
import { startCoursePage } from "~/pages/index.server";

/**
 * The school's courses: add one (name, address, classes, its zone's fourth card, its
 * password), rename it, change its classes, reorder, retire and bring back. Everything that names
 * courses (the menu, the gate, the forms' selects, the blog's filters, search, the sitemap) reads them.
 */
const TITLE = "Cursos";

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
          Los cursos del departamento, en el orden del menú. Cada uno tiene su página, su zona con contraseña, sus
          clases (en el ranking, el progreso y las noticias) y su filtro en el blog. Su texto se edita en{" "}
          <Link to="/admin/paginas" className="font-semibold text-teal-900 underline underline-offset-4">
            Páginas
          </Link>
          .
        </p>
      </div>

      <CatalogEditorLists
        items={courses}
        row={(course, place) => <CourseRow key={course.slug} course={course} {...place} />}
        inUseTitle={(count) => `Cursos en uso (${count})`}
        empty="No hay ningún curso en uso: añade uno aquí debajo."
        retiredTitle={(count) => `Cursos retirados (${count})`}
        retiredText="No están en el menú ni en los formularios; su dirección lleva al archivo, donde sigue lo que publicaron."
        retiredRow={(course) => ({ id: course.slug, name: course.label, path: `/cursos/${course.slug}` })}
        restoreIntent="restoreCourse"
      >
        <AddManyCoursesPanel addedMany={addedMany} />
        <AddCoursePanel added={added} suggestedPassword={suggestedPassword} />
      </CatalogEditorLists>
    </div>
  );
}
