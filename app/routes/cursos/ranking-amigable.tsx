import { Globe, Medal, Rocket, TrendingUp } from "lucide-react";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/ranking-amigable";
import { GatedClassPage, COURSE_ZONE_COPY, formatPoints, rankingScoring, type ScoringRule } from "~/courses";

import { unlistedPageMeta } from "~/platform/copy/pages";

import { pageKeys } from "~/pages";
import { readPage } from "~/pages/index.server";
import { SHARED_WITHIN_COURSE_GATE } from "~/platform/lib/route-handle";
import {
  gatedCourseFrom,
  gatedPageHeaders,
  handleCourseGate,
  isCourseUnlocked,
  listRanking,
} from "~/courses/index.server";

const copy = COURSE_ZONE_COPY.ranking;
const PATH = "/cursos/ranking-amigable";

// Default course: the first with the ranking (2º ESO in the sample school).
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { course, classLetter } = await gatedCourseFrom(request, context, "ranking");
  const [unlocked, page] = await Promise.all([
    isCourseUnlocked(request, context, course.slug),
    readPage(context, request, pageKeys.course(course.slug)),
  ]);
  // The names are read only once the gate is open: a locked page carries none of them.
  return {
    course,
    classLetter,
    unlocked,
    entries: unlocked ? await listRanking(context.db, course.label, classLetter) : null,
    // The points tables are the teacher's, in the course's page (none until written).
    scoring: rankingScoring(page.document.scoring),
  };
}

export async function action({ request, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  return handleCourseGate({ request, context, zone: "ranking" });
}

export const headers = gatedPageHeaders;

/** Gated: one copy for everyone holding the same gate cookies (server/page-cache.ts). */
export const handle = SHARED_WITHIN_COURSE_GATE;

export function meta() {
  return unlistedPageMeta(copy.title);
}

const BADGE_ICONS = { proyectos: Rocket, web: Globe, subida: TrendingUp } as const;
const isBadge = (badge: string): badge is keyof typeof BADGE_ICONS => badge in BADGE_ICONS;
const MEDAL_COLOURS = ["text-yellow-600", "text-slate-500", "text-amber-800"];

export default function FriendlyRanking({ loaderData }: Route.ComponentProps) {
  const { course, classLetter, unlocked, entries, scoring } = loaderData;
  return (
    <GatedClassPage
      title={copy.title}
      course={course}
      path={PATH}
      classLetter={classLetter}
      unlocked={Boolean(unlocked && entries)}
      intro={copy.intro}
      after={scoring ? <ScoringPanel scoring={scoring} /> : null}
    >
      {entries ? (
        <>
          <section aria-labelledby="top-clase" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="top-clase" className="text-2xl font-bold text-slate-900">
              {copy.topHeading(course.label, classLetter)}
            </h2>
            {entries.length === 0 ? (
              <p className="mt-4 text-slate-700">{copy.empty}</p>
            ) : (
              <ol className="mt-4 space-y-2" data-testid="ranking">
                {entries.map((entry) => (
                  <li
                    key={`${entry.rank}-${entry.name}`}
                    className="flex items-center gap-3 rounded-xl bg-slate-50 p-3"
                  >
                    <span className="flex w-10 shrink-0 justify-center">
                      {entry.rank <= 3 ? (
                        <Medal
                          role="img"
                          aria-label={`${copy.medals[entry.rank - 1]}, puesto ${entry.rank}`}
                          className={`size-8 ${MEDAL_COLOURS[entry.rank - 1]}`}
                        />
                      ) : (
                        <span className="text-lg font-bold text-slate-700">{entry.rank}</span>
                      )}
                    </span>
                    {/* The name keeps the row's width; the badges go under it and wrap (at 390 px they squeezed the name to 21 px). */}
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold break-words text-slate-900">{entry.name}</span>
                      {entry.badges.some(isBadge) ? (
                        <span className="mt-1 flex flex-wrap gap-1">
                          {entry.badges.filter(isBadge).map((badge) => {
                            const Icon = BADGE_ICONS[badge];
                            const info = copy.badges[badge];
                            return (
                              <span
                                key={badge}
                                className="inline-flex items-center gap-1 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900"
                                title={info.description}
                              >
                                <Icon aria-hidden="true" className="size-3.5" />
                                {info.label}
                              </span>
                            );
                          })}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 font-bold tabular-nums text-slate-900">
                      {entry.points}
                      {entry.points.endsWith("%") ? null : (
                        <span className="ml-1 text-sm font-normal text-slate-600">{copy.points}</span>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            <h3 className="mt-6 text-lg font-semibold text-slate-900">{copy.legendHeading}</h3>
            <dl className="mt-2 grid gap-2 sm:grid-cols-3">
              {(Object.keys(copy.badges) as (keyof typeof copy.badges)[]).map((badge) => {
                const Icon = BADGE_ICONS[badge];
                return (
                  <div key={badge} className="flex items-start gap-2">
                    <dt className="inline-flex items-center gap-1 rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                      <Icon aria-hidden="true" className="size-3.5" />
                      {copy.badges[badge].label}
                    </dt>
                    <dd className="text-sm text-slate-700">{copy.badges[badge].description}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        </>
      ) : null}
    </GatedClassPage>
  );
}

/** 'Sistema de Puntuaciones': collapsed at first; a native disclosure, so it works without JavaScript. */
function ScoringPanel({ scoring }: { scoring: { earn: ScoringRule[]; lose: ScoringRule[] } }) {
  const table = (caption: string, list: ScoringRule[]) => (
    <table className="w-full self-start text-left text-sm">
      <caption className="pb-2 text-left text-lg font-semibold text-slate-900">{caption}</caption>
      <thead className="bg-slate-100">
        <tr>
          <th scope="col" className="px-3 py-2">
            {copy.concept}
          </th>
          <th scope="col" className="px-3 py-2 text-right">
            {copy.value}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((rule) => (
          <tr key={rule.concept} className="border-t border-slate-200">
            <th scope="row" className="px-3 py-2 font-normal text-slate-800">
              {rule.concept}
            </th>
            <td
              className={`px-3 py-2 text-right font-bold tabular-nums ${rule.points < 0 ? "text-red-800" : "text-green-800"}`}
            >
              {formatPoints(rule.points)}
              {rule.unit ? <span className="ml-1 font-normal text-slate-600">{rule.unit}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <details className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer rounded-2xl px-6 py-4 text-xl font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-800">
        {copy.scoringHeading}
      </summary>
      <div className="grid gap-6 px-6 pb-6 md:grid-cols-2">
        {scoring.earn.length > 0 ? table(copy.earnHeading, scoring.earn) : null}
        {scoring.lose.length > 0 ? table(copy.penaltiesHeading, scoring.lose) : null}
      </div>
    </details>
  );
}
