import { Medal } from "lucide-react";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/progreso-grupo";
import {
  GatedClassPage,
  COURSE_ZONE_COPY,
  clampPercent,
  podium,
  PROGRESS_GROUPS,
  PROGRESS_WEIGHTS,
  ringDash,
} from "~/courses";

import { unlistedPageMeta } from "~/platform/copy/pages";

import { SHARED_WITHIN_COURSE_GATE } from "~/platform/lib/route-handle";
import {
  gatedCourseFrom,
  gatedPageHeaders,
  handleCourseGate,
  isCourseUnlocked,
  listProgress,
} from "~/courses/index.server";

const copy = COURSE_ZONE_COPY.progress;
const PATH = "/cursos/progreso-grupo";

// Default course: the one with group progress (1º Bachillerato in the sample school).
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { course, classLetter } = await gatedCourseFrom(request, context, "progress");
  const unlocked = await isCourseUnlocked(request, context, course.slug);
  const entries = unlocked ? (course.zone === "progress" ? await listProgress(context.db, classLetter) : []) : null;
  return {
    course,
    classLetter,
    unlocked,
    entries,
    group: course.zone === "progress" ? (PROGRESS_GROUPS[classLetter] ?? null) : null,
  };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  return handleCourseGate({ request, context, zone: "progress" });
}

export const headers = gatedPageHeaders;

/** Gated: one copy for everyone holding the same gate cookies (server/page-cache.ts). */
export const handle = SHARED_WITHIN_COURSE_GATE;

export function meta() {
  return unlistedPageMeta(copy.title);
}

const PODIUM_STYLES = [
  { medal: "text-yellow-600", block: "h-28 bg-yellow-100", order: "order-2" },
  { medal: "text-slate-500", block: "h-20 bg-slate-200", order: "order-1" },
  { medal: "text-amber-800", block: "h-14 bg-amber-100", order: "order-3" },
];

export default function GroupProgress({ loaderData }: Route.ComponentProps) {
  const { course, classLetter, unlocked, entries, group } = loaderData;
  const top = entries ? podium(entries) : null;
  return (
    <GatedClassPage
      title={copy.title}
      course={course}
      path={PATH}
      classLetter={classLetter}
      unlocked={Boolean(unlocked && entries)}
      intro={copy.intro}
    >
      {entries ? (
        <>
          <section aria-labelledby="podio" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="podio" className="text-2xl font-bold text-slate-900">
              {copy.podiumHeading}
            </h2>
            {top ? (
              <ol className="mt-6 flex items-end justify-center gap-3" data-testid="podium">
                {top.map((entry, i) => (
                  <li
                    key={entry.name}
                    className={`flex w-28 flex-col items-center text-center ${PODIUM_STYLES[i]!.order}`}
                  >
                    <Medal
                      role="img"
                      aria-label={`Puesto ${entry.rank}`}
                      className={`size-8 ${PODIUM_STYLES[i]!.medal}`}
                    />
                    <span className="mt-1 text-sm font-semibold text-slate-900">{entry.name}</span>
                    <span className="text-sm tabular-nums text-slate-700">{entry.progress} %</span>
                    <span aria-hidden="true" className={`mt-2 w-full rounded-t-lg ${PODIUM_STYLES[i]!.block}`} />
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-slate-700">{copy.notEnough}</p>
            )}
          </section>

          <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section
              aria-labelledby="progreso-individual"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="progreso-individual" className="text-xl font-bold text-slate-900">
                {copy.barsHeading}
              </h2>
              {entries.length === 0 ? <p className="mt-4 text-slate-700">{copy.noEntries}</p> : null}
              <ul className="mt-4 space-y-3">
                {entries.map((entry) => (
                  <li key={entry.name}>
                    <div className="flex justify-between text-sm">
                      <span id={`progreso-${entry.rank}`} className="font-semibold text-slate-900">
                        {entry.name}
                        {entry.special ? (
                          <span className="ml-2 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                            {entry.special}
                          </span>
                        ) : null}
                      </span>
                      <span className="tabular-nums text-slate-700">{entry.progress} %</span>
                    </div>
                    <div
                      role="progressbar"
                      aria-labelledby={`progreso-${entry.rank}`}
                      aria-valuenow={clampPercent(entry.progress)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div
                        className="h-full rounded-full bg-teal-700"
                        style={{ width: `${clampPercent(entry.progress)}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
              {group ? (
                <p className="mt-4 text-sm text-slate-700">{copy.unlisted(classLetter, group.unlisted)}</p>
              ) : null}
            </section>
            <div className="space-y-6">
              {group ? (
                <section
                  aria-labelledby="media-grupo"
                  className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
                >
                  <h2 id="media-grupo" className="text-xl font-bold text-slate-900">
                    {copy.averageHeading}
                  </h2>
                  <svg
                    viewBox="0 0 100 100"
                    className="mx-auto mt-3 size-36"
                    role="img"
                    aria-label={copy.averageLabel(classLetter, group.average)}
                  >
                    <circle cx="50" cy="50" r="40" fill="none" stroke="#e2e8f0" strokeWidth="10" />
                    <circle
                      cx="50"
                      cy="50"
                      r="40"
                      fill="none"
                      stroke="#0f766e"
                      strokeWidth="10"
                      strokeLinecap="round"
                      strokeDasharray={ringDash(group.average, 40)}
                      transform="rotate(-90 50 50)"
                    />
                    <text x="50" y="56" textAnchor="middle" fontSize="20" fontWeight="700" fill="#0f172a">
                      {group.average}%
                    </text>
                  </svg>
                </section>
              ) : null}
              <section aria-labelledby="pesos" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h2 id="pesos" className="text-xl font-bold text-slate-900">
                  {copy.weightsHeading}
                </h2>
                <ul className="mt-3 space-y-1.5">
                  {PROGRESS_WEIGHTS.map((w) => (
                    <li key={w.label} className="flex justify-between text-slate-800">
                      <span>{w.label}</span>
                      <span className="font-bold tabular-nums">{w.percent}%</span>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </>
      ) : null}
    </GatedClassPage>
  );
}
