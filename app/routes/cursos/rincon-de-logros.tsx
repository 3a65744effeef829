import { Award } from "lucide-react";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/rincon-de-logros";
import { CourseZoneHeader, COURSE_ZONE_COPY } from "~/courses";

import { documentTitle } from "~/platform/copy/pages";
import { readCourseFromUrl, listAchievements } from "~/courses/index.server";
import { revealDelay } from "~/platform/lib/reveal";

import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

const copy = COURSE_ZONE_COPY.achievements;

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const course = await readCourseFromUrl(context, request);
  return { course, achievements: await listAchievements(context.db, course?.label ?? null) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(copy.title) },
    { name: "description", content: copy.intro },
  ]);
}

export default function AchievementsCorner({ loaderData }: Route.ComponentProps) {
  const { course, achievements } = loaderData;
  return (
    <div>
      <CourseZoneHeader title={copy.title} course={course}>
        <p>{copy.intro}</p>
        <p className="mt-1 text-base font-semibold">{course?.label ?? copy.allCourses}</p>
      </CourseZoneHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {achievements.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            {copy.empty}
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {achievements.map((a, i) => (
              <li
                key={a.id}
                className="reveal flex gap-4 rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5 shadow-sm"
                style={revealDelay(i)}
              >
                <Award aria-hidden="true" className="size-10 shrink-0 text-amber-700" />
                <div>
                  <p className="text-lg font-bold text-slate-900">{a.className ?? a.course}</p>
                  <p className="mt-1 text-slate-700">{a.title}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
