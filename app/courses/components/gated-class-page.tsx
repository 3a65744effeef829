import type { ReactNode } from "react";
import type { Course } from "~/courses/domain/courses";
import { ClassSelector } from "./class-selector";
import { CourseGate } from "./course-gate";
import { CourseZoneHeader } from "./course-zone-header";

/**
 * A course-zone page of one class's lists (the ranking, the group progress): the header, then the
 * password gate until the course is unlocked, or the class tabs, the intro and the lists. `after`
 * is shown either way (what the page explains to anybody).
 */
export function GatedClassPage({
  title,
  course,
  path,
  classLetter,
  unlocked,
  intro,
  children,
  after,
}: {
  title: string;
  course: Course;
  path: string;
  classLetter: string;
  unlocked: boolean;
  intro: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div>
      <CourseZoneHeader title={title} course={course}>
        <p>{course.label}</p>
      </CourseZoneHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        {unlocked ? (
          <>
            <ClassSelector path={path} course={course} current={classLetter} />
            <p className="text-slate-700">{intro}</p>
            {children}
          </>
        ) : (
          <CourseGate courseLabel={course.label} />
        )}
        {after}
      </div>
    </div>
  );
}
