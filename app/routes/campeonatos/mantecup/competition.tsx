import { ArrowLeft, CalendarPlus } from "lucide-react";
import { appContext } from "~/context";
import { lazy, type MouseEvent, Suspense, useState } from "react";
import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/competition";
import { MatchCard, MatchCardIcons } from "~/components/tournaments/match-card";
import { InlineResultEntry } from "~/components/tournaments/result-entry";
import { StandingsTable } from "~/components/tournaments/standings-table";
import { competitionLook } from "~/content/championships";
import { documentTitle } from "~/content/pages";
import { GENERAL_SANCTIONS, SPORT_RULES, TOURNAMENT_COPY as copy } from "~/content/tournaments";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLiveUpdates } from "~/hooks/use-live-updates";
import { getStaff } from "~/server/auth.server";
import { type ResultAnswer, resultFormKey } from "~/domain/match-result";
import { handleResultEntry } from "~/server/result-entry.server";
import { getCompetitionPage } from "~/server/tournaments.server";
import { SHAREABLE_PAGE } from "~/lib/route-handle";

const ResultDialog = lazy(() => import("~/components/tournaments/result-dialog"));

// One module serves every competition under /campeonatos/mantecup/ (see app/routes.ts).

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const page = await getCompetitionPage(context.db, params.competicion);
  if (!page) throw data(null, { status: 404 });
  const selected = Number(new URL(request.url).searchParams.get("partido"));
  // A signed-in teacher or organiser enters results without the shared password.
  const signedIn = (await getStaff(request, context)) !== null;
  return { ...page, signedIn, selectedMatchId: Number.isSafeInteger(selected) && selected > 0 ? selected : null };
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  return handleResultEntry({ request, context, slug: params.competicion });
}

export function meta({ data: page }: Route.MetaArgs) {
  const name = page?.competition.name ?? "Competición";
  return [
    { title: documentTitle(`${name} · Mantecup`) },
    { name: "description", content: `Clasificación, próximos partidos y normativa de ${name} en el Torneo Mantecup.` },
  ];
}

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  const { competition, groups, matches, selectedMatchId, signedIn } = loaderData;
  const hydrated = useHydrated();
  const actionAnswer = useActionData<ResultAnswer>();
  const [openMatchId, setOpenMatchId] = useState<number | null>(null);
  // The dialog's code is fetched on the first click and kept mounted afterwards (focus return).
  const [dialogUsed, setDialogUsed] = useState(false);
  const updatedAt = useLiveUpdates(`/campeonatos/mantecup/${competition.slug}/en-directo`, "result");
  const look = competitionLook(competition);
  const Icon = look.icon;
  const badminton = competition.sport === "badminton";
  const hasGroups = groups.length > 1;

  const openMatch = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDialogUsed(true);
    setOpenMatchId(id);
  };
  const inlineMatch = !hydrated && selectedMatchId ? matches.find((m) => m.id === selectedMatchId) : undefined;
  const dialogMatch = openMatchId === null ? null : (matches.find((m) => m.id === openMatchId) ?? null);

  const mainGroups = groups.filter((g) => !g.shownSeparately);
  const separateGroups = groups.filter((g) => g.shownSeparately);
  const fixturesByGroup = hasGroups
    ? groups.map((group) => ({ group, matches: matches.filter((m) => m.groupId === group.id) })).filter((g) => g.matches.length > 0)
    : [{ group: null, matches }];

  return (
    <div>
      <header className={`bg-gradient-to-br ${look.colour} text-white`}>
        <div className="mx-auto max-w-6xl px-4 py-12">
          <Link to="/campeonatos/mantecup" className="inline-flex items-center gap-1 text-sm font-semibold text-white underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.back}
          </Link>
          <div className="mt-4 flex items-center gap-3">
            <Icon aria-hidden="true" className="size-10 shrink-0" />
            <h1 className="text-4xl font-extrabold sm:text-5xl">{competition.name}</h1>
          </div>
          <p className="mt-2 text-lg text-white">{copy.edition}</p>
        </div>
      </header>

      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="clasificacion">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="clasificacion" className="text-2xl font-bold text-slate-900">
              {copy.standingsHeading}
            </h2>
            <p role="status" className="text-sm text-slate-700">
              {updatedAt ? copy.liveUpdated(updatedAt.toLocaleTimeString("es-ES", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Madrid" })) : null}
            </p>
          </div>
          <div className={`mt-4 grid gap-6 ${mainGroups.length > 1 ? "lg:grid-cols-2" : ""}`}>
            {mainGroups.map((group) => (
              <StandingsTable key={group.code} caption={group.label} rows={group.standings} sport={competition.sport} />
            ))}
          </div>
          {separateGroups.map((group) => (
            <div key={group.code} className="mt-8">
              <StandingsTable caption={group.label} rows={group.standings} sport={competition.sport} />
            </div>
          ))}
        </section>

        <section aria-labelledby="proximos-partidos">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="proximos-partidos" className="text-2xl font-bold text-slate-900">
              {copy.fixturesHeading}
            </h2>
            <a
              href={`/campeonatos/mantecup/${competition.slug}/calendario.ics`}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-800"
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {copy.calendar}
            </a>
          </div>
          <p className="mt-2 text-sm text-slate-700">{copy.matchHint}</p>
          {matches.length === 0 ? (
            <p className="mt-4 text-slate-700">{copy.noMatches}</p>
          ) : (
            <div
              className={`mt-4 space-y-6 ${badminton ? "max-h-[600px] overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-4" : ""}`}
              {...(badminton ? { tabIndex: 0, role: "region", "aria-label": copy.fixturesList } : {})}
            >
              <MatchCardIcons />
              {fixturesByGroup.map(({ group, matches: list }) => (
                <div key={group?.code ?? "todos"}>
                  {group ? <h3 className="mb-3 text-lg font-semibold text-slate-900">{group.label}</h3> : null}
                  <ul className="grid gap-3 md:grid-cols-2">
                    {list.map((match) => (
                      <li key={match.id}>
                        <MatchCard match={match} onOpen={openMatch(match.id)} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          {inlineMatch ? (
            <InlineResultEntry match={inlineMatch} sport={competition.sport} answer={actionAnswer?.form === resultFormKey(inlineMatch.id) ? actionAnswer : undefined} signedIn={signedIn} />
          ) : null}
          {dialogUsed ? (
            <Suspense fallback={null}>
              <ResultDialog match={dialogMatch} sport={competition.sport} onClose={() => setOpenMatchId(null)} signedIn={signedIn} />
            </Suspense>
          ) : null}
        </section>

        <section aria-labelledby="normativa" className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="normativa" className="text-2xl font-bold text-slate-900">
              {copy.rulesHeading}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {SPORT_RULES[competition.sport].map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-slate-900">{copy.sanctionsHeading}</h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {GENERAL_SANCTIONS.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </div>
  );
}
