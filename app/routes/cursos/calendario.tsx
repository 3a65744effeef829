import { Construction } from "lucide-react";
import type { Route } from "./+types/calendario";
import { CourseZoneHeader } from "~/components/courses/course-zone-header";
import { COURSE_ZONE_COPY } from "~/content/courses";
import { documentTitle } from "~/content/pages";
import { COURSE_PARAM, findCourse } from "~/domain/courses";

const copy = COURSE_ZONE_COPY.calendar;

export function loader({ request }: Route.LoaderArgs) {
  return { course: findCourse(new URL(request.url).searchParams.get(COURSE_PARAM)) };
}

export function meta() {
  return [{ title: documentTitle(copy.title) }, { name: "robots", content: "noindex" }];
}

export default function CourseCalendar({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <CourseZoneHeader title={copy.title} course={loaderData.course} />
      <div className="mx-auto max-w-5xl px-4 py-12 text-center">
        <Construction aria-hidden="true" className="mx-auto size-12 text-amber-700" />
        <p className="mt-4 text-2xl font-bold text-slate-900">{copy.soon}</p>
        <p className="mt-2 text-slate-700">{copy.text}</p>
      </div>
    </div>
  );
}
