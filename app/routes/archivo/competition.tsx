import { KnockoutBracketOnDemand } from "~/competitions";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/competition";
import { MatchCardIcons, StaticMatchCard, StandingsTable } from "~/competitions";

import { ARCHIVE_COPY as copy } from "~/archive";
import { documentTitle } from "~/platform/copy/pages";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { Suspense } from "react";

// As on the live page: the bracket's code only where a competition had one.
import { getPublicYearArchive } from "~/archive/index.server";
import { withShareTags } from "~/platform/lib/share-meta";

/** The same page for every visitor (a closed year never changes): the page cache may share it. */
export const handle = SHAREABLE_PAGE;

/** A competition of a closed year, as it ended: its tables, its matches and its bracket, read-only. */
export async function loader({ params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const archive = await getPublicYearArchive(context.db, params.curso);
  const page = archive?.competitions.find((c) => c.competition.slug === params.competicion);
  if (!archive || !page) throw data(null, { status: 404 });
  return { year: archive.year, ...page };
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  const name = page ? `${page.competition.name} · ${copy.yearTitle(page.year)}` : copy.title;
  return withShareTags({ matches, location }, [
    { title: documentTitle(name) },
    { name: "description", content: copy.intro },
  ]);
}

export default function ArchivedCompetition({ loaderData }: Route.ComponentProps) {
  const { year, competition, groups, matches, knockout } = loaderData;
  const groupMatches = matches.filter((m) => !m.knockout);
  return (
    <div className="competition-sheet mx-auto max-w-6xl space-y-10 px-4 py-12 print:space-y-2 print:p-0">
      <MatchCardIcons />
      <div>
        <Link
          to={`/archivo/${year}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-teal-900 underline-offset-4 hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToYear(year)}
        </Link>
        <h1 className="mt-4 text-4xl font-extrabold text-slate-900 print:mt-0 print:text-xl">{competition.name}</h1>
        <p className="mt-2 text-lg text-slate-700 print:text-xs">{copy.yearTitle(year)}</p>
      </div>
      <section aria-labelledby="clasificacion">
        <h2 id="clasificacion" className="text-2xl font-bold text-slate-900 print:text-sm">
          {copy.standings}
        </h2>
        <div
          className={`mt-4 grid gap-6 print:mt-1 print:gap-2 ${groups.length > 1 ? "lg:grid-cols-2 print:grid-cols-2" : ""}`}
        >
          {groups.map((group) => (
            <StandingsTable key={group.code} caption={group.label} rows={group.standings} sport={competition.sport} />
          ))}
        </div>
      </section>
      {knockout ? (
        <Suspense fallback={null}>
          <KnockoutBracketOnDemand knockout={knockout} matches={matches} sport={competition.sport} />
        </Suspense>
      ) : null}
      <section aria-labelledby="partidos">
        <h2 id="partidos" className="text-2xl font-bold text-slate-900 print:text-sm">
          {copy.fixtures}
        </h2>
        {groupMatches.length === 0 ? (
          <p className="mt-4 text-slate-700">{copy.nothing}</p>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2 print:mt-1 print:grid-cols-3 print:gap-0.5">
            {groupMatches.map((match) => (
              <li key={match.id}>
                <StaticMatchCard match={match} sport={competition.sport} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
