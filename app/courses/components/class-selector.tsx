import { Link } from "react-router";
import { COURSE_ZONE_COPY } from "~/courses/copy/courses";
import { CLASS_PARAM, COURSE_PARAM, type Course } from "~/courses/domain/courses";
import { cn } from "~/platform/lib/cn";

/** Links to each class of the course (they work without JavaScript and can be shared). */
export function ClassSelector({ path, course, current }: { path: string; course: Course; current: string }) {
  return (
    <nav aria-label={COURSE_ZONE_COPY.classSelector} className="flex flex-wrap gap-2">
      {course.classes.map((letter) => (
        <Link
          key={letter}
          to={`${path}?${COURSE_PARAM}=${course.slug}&${CLASS_PARAM}=${letter}`}
          preventScrollReset
          aria-current={letter === current ? "page" : undefined}
          className={cn(
            "rounded-full border px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800",
            letter === current
              ? "border-teal-800 bg-teal-800 text-white"
              : "border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
          )}
        >
          {COURSE_ZONE_COPY.classLabel(letter)}
        </Link>
      ))}
    </nav>
  );
}
