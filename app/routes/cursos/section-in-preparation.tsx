import { Construction, FolderOpen } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/section-in-preparation";
import { CourseZoneHeader } from "~/courses/components/course-zone-header";
import { appContext } from "~/platform/server/context.server";
import { COURSE_ZONE_COPY } from "~/courses/copy/courses";
import { pageKeys } from "~/pages/copy/page-keys";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { COURSE_PARAM, findCourse } from "~/courses/domain/courses";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { readPage } from "~/pages/server/pages.server";
import { withShareTags } from "~/platform/lib/share-meta";

// One module serves /cursos/calendario ('Próximamente...') and /cursos/recursos (being prepared),
// the two course-zone sections the spec leaves as placeholders (see app/routes.ts). Their text is
// the teacher's (the «Zona de curso» page of /admin/paginas).
const SECTIONS = {
  calendario: { ...COURSE_ZONE_COPY.calendar, icon: Construction },
  recursos: { ...COURSE_ZONE_COPY.resources, icon: FolderOpen },
};

// (The loader has checked the section: the cast below only restores the type lost in serialisation.)
type Section = keyof typeof SECTIONS;
const isSection = (slug: string | undefined): slug is Section => slug === "calendario" || slug === "recursos";

function sectionFromUrl(url: string): Section {
  const slug = new URL(url).pathname.replace(/\/+$/, "").split("/").pop();
  if (!isSection(slug)) throw data(null, { status: 404 });
  return slug;
}

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionFromUrl(request.url);
  const { document } = await readPage(context.get(appContext), request, pageKeys.courseZone);
  const text = section === "calendario" ? document.calendar : { soon: "", ...document.resources };
  return { section, text, course: findCourse(new URL(request.url).searchParams.get(COURSE_PARAM)) };
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  return withShareTags(
    { matches, location },
    unlistedPageMeta(page ? SECTIONS[page.section as Section].title : "Curso", "Zona de curso de Educación Física."),
  );
}

export default function SectionInPreparation({ loaderData }: Route.ComponentProps) {
  const section = SECTIONS[loaderData.section as Section];
  const { soon, text } = loaderData.text;
  return (
    <div>
      <CourseZoneHeader title={section.title} course={loaderData.course} />
      <div className="mx-auto max-w-5xl px-4 py-12 text-center">
        <section.icon aria-hidden="true" className={`mx-auto size-12 ${soon ? "text-amber-700" : "text-teal-800"}`} />
        {soon ? <p className="mt-4 text-2xl font-bold text-slate-900">{soon}</p> : null}
        <p className={soon ? "mt-2 text-slate-700" : "mt-4 text-lg text-slate-700"}>{text}</p>
      </div>
    </div>
  );
}
