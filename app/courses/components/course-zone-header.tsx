import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Course } from "~/courses/domain/courses";

/** Heading of the course-zone pages, with a way back to the course page when a course is known. */
export function CourseZoneHeader({
  title,
  course,
  children,
}: {
  title: string;
  course: Course | null;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-teal-800 to-slate-900 text-white">
      <div className="mx-auto max-w-5xl px-4 py-10">
        {course ? (
          <Link
            to={`/cursos/${course.slug}`}
            className="inline-flex items-center gap-1 text-sm font-semibold text-white underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver a {course.label}
          </Link>
        ) : null}
        <h1 className="mt-3 text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-teal-50">{children}</div> : null}
      </div>
    </header>
  );
}
