import { FolderOpen } from "lucide-react";
import type { Route } from "./+types/recursos";
import { CourseZoneHeader } from "~/components/courses/course-zone-header";
import { COURSE_ZONE_COPY } from "~/content/courses";
import { documentTitle } from "~/content/pages";
import { COURSE_PARAM, findCourse } from "~/domain/courses";

const copy = COURSE_ZONE_COPY.resources;

export function loader({ request }: Route.LoaderArgs) {
  return { course: findCourse(new URL(request.url).searchParams.get(COURSE_PARAM)) };
}

export function meta() {
  return [{ title: documentTitle(copy.title) }, { name: "robots", content: "noindex" }];
}

export default function CourseResources({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <CourseZoneHeader title={copy.title} course={loaderData.course} />
      <div className="mx-auto max-w-5xl px-4 py-12 text-center">
        <FolderOpen aria-hidden="true" className="mx-auto size-12 text-teal-800" />
        <p className="mt-4 text-lg text-slate-700">{copy.text}</p>
      </div>
    </div>
  );
}
