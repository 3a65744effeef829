import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { MatchCard, MatchCardIcons } from "~/competitions/components/match-card";
import { StandingsTable } from "~/competitions/components/standings-table";
import { FollowTeamForm } from "~/competitions/components/follow-team";
import { PushFollowButton } from "~/push";
import { competitionLook } from "~/competitions/copy/championships";
import { TOURNAMENT_COPY as copy } from "~/competitions/copy/tournaments";
import { TEAM_PARAM } from "~/competitions/domain/championships";
import type { CompetitionPageLoaded } from "~/competitions/domain/competition-page";
import type { ResultAnswer } from "~/competitions/domain/match-result";
import { SPORTS } from "~/competitions/domain/championships";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { useLiveUpdates } from "~/competitions/hooks/use-live-updates";
import { useResultEntryAccess } from "~/competitions/hooks/use-result-entry-access";
import { lazyComponent } from "~/platform/lib/lazy-component";
import { KnockoutBracketOnDemand as KnockoutBracket } from "./knockout-bracket-on-demand";

const loadResultDialog = () => import("~/competitions/components/result-dialog");
const ResultDialog = lazy(loadResultDialog);
// Results kept on an organiser's phone without signal (docs/decisions/044): their list's code comes
// only to a phone that holds some for this page.
const KeptResultsPanel = lazy(() => import("~/competitions/components/kept-results-panel"));
// The store's key (KEPT_RESULTS_KEY in app/competitions/lib/kept-results-store.ts), written out:
// imported, it became a chunk of its own and one more request for every visitor.
const KEPT_RESULTS_KEY = "ef-resultados-guardados";

// Parts of the page that most visitors' browsers never need the code of: the in-page result
// form (the page without JavaScript, `?partido=ID`; with it, a match opens in the dialog) and the
// knockout bracket (only competitions that have one); nor before the page works: the calendar's
// and the sharing links (plain links until their code comes). The server renders them in full, in the
// HTML; the browser loads their code only when the page has them (app/platform/lib/lazy-component.ts).
const InlineResultEntry = lazyComponent(() =>
  import("~/competitions/components/result-entry").then((m) => m.InlineResultEntry),
);
const CalendarLinks = lazyComponent(() =>
  import("~/competitions/components/calendar-links").then((m) => m.CalendarLinks),
);
const ShareLinks = lazyComponent(() => import("~/platform/components/share-links").then((m) => m.ShareLinks));
// A page that opens with a bracket fetches its code as this module loads, before the page hydrates,
// not when React reaches the bracket after it: a tap on one of its matches in between was a plain
// link (the match opened as `?partido=`, the page without JavaScript). Not awaited: a top-level
// await here split React into a chunk of its own and put the page over its JavaScript budget.
if (typeof document !== "undefined" && document.getElementById("fase-final")) void KnockoutBracket.preload();

/**
 * A competition's page (a tournament competition, or a sport's league): its tables, its
 * knockout bracket, its fixtures with the result dialog, and its rules. Live: a saved result
 * refreshes every open copy.
 */
export function CompetitionPageView({
  loaderData,
  actionAnswer,
}: {
  loaderData: CompetitionPageLoaded;
  actionAnswer: ResultAnswer | undefined;
}) {
  const {
    competition,
    groups,
    matches,
    followed,
    teams,
    knockout,
    selectedMatchId,
    access: accessNoScript,
  } = loaderData;
  const hydrated = useHydrated();
  const [openMatchId, setOpenMatchId] = useState<number | null>(null);
  // The dialog's code is fetched on the first click and kept mounted afterwards (focus return).
  const [dialogUsed, setDialogUsed] = useState(false);
  // Asked once, on the first click (alongside the dialog's code): null until the answer arrives.
  const [access, learnAccess] = useResultEntryAccess(dialogUsed);
  const { path, home } = loaderData;
  const updatedAt = useLiveUpdates(`${path}/en-directo`, "result");
  const look = competitionLook(competition);
  const Icon = look.icon;
  const scrollingFixtures = SPORTS[competition.sport].scrollingFixtures;
  const hasGroups = groups.length > 1;
  const [keptShown, showKept] = useState(false);
  useEffect(() => {
    if (localStorage.getItem(KEPT_RESULTS_KEY)?.includes(`"${path}"`)) showKept(true);
  }, [path]);

  const openMatch = useCallback(
    (id: number) => (event?: MouseEvent<HTMLAnchorElement>) => {
      event?.preventDefault();
      // The dialog's code comes while /admin/sesion answers (it is rendered once both are here).
      void loadResultDialog();
      setDialogUsed(true);
      setOpenMatchId(id);
    },
    [],
  );
  // The bracket is the same element from render to render: the page renders again once hydrated,
  // and a new element reaching the bracket's boundary before its code has come made React throw
  // the server's HTML away and show nothing until then («Fase final» blinked out).
  const bracket = useMemo(
    () =>
      knockout && !followed ? (
        <Suspense fallback={null}>
          <KnockoutBracket knockout={knockout} matches={matches} sport={competition.sport} onOpen={openMatch} />
        </Suspense>
      ) : null,
    [knockout, followed, matches, openMatch, competition.sport],
  );
  const inlineMatch = !hydrated && selectedMatchId ? matches.find((m) => m.id === selectedMatchId) : undefined;
  const dialogMatch = openMatchId === null ? null : (matches.find((m) => m.id === openMatchId) ?? null);

  const mainGroups = groups.filter((g) => !g.shownSeparately);
  const separateGroups = groups.filter((g) => g.shownSeparately);
  // The knockout's matches are shown in its bracket (a followed team's, with its other matches).
  const groupMatches = matches.filter((m) => !m.knockout);
  // A followed team's next match heads the page (what a family opens it for); its list has the rest.
  const nextMatch = followed ? (matches.find((m) => m.id === loaderData.nextMatchId) ?? null) : null;
  const fixtures: { key: string; heading: string | null; matches: typeof matches }[] = followed
    ? [
        {
          key: "equipo",
          heading: copy.follow.fixturesOf(followed.name),
          matches: matches.filter((m) => m.id !== nextMatch?.id),
        },
      ]
    : hasGroups
      ? groups
          .map((group) => ({
            key: group.code,
            heading: group.label,
            matches: groupMatches.filter((m) => m.groupId === group.id),
          }))
          .filter((g) => g.matches.length > 0)
      : [{ key: "todos", heading: null, matches: groupMatches }];
  const calendarPath = `${path}/calendario.ics`;

  return (
    <div>
      {/* Printed (the gym's notice board): the tables and the fixtures on one A4 sheet, black on white (app/app.css). */}
      <header className={`bg-gradient-to-br ${look.colour} text-white print:bg-none print:text-black`}>
        <div className="mx-auto max-w-6xl px-4 py-12 print:p-0">
          <Link
            to={home.path}
            className="inline-flex items-center gap-1 text-sm font-semibold text-white underline-offset-4 hover:underline print:hidden"
          >
            {/* A character, not an icon: the tournament's pages are at the edge of their script budget. */}
            <span aria-hidden="true">←</span>
            {home.back}
          </Link>
          <div className="mt-4 flex items-center gap-3 print:mt-0">
            <Icon aria-hidden="true" className="size-10 shrink-0 print:hidden" />
            <h1 className="text-4xl font-extrabold sm:text-5xl print:text-xl">{competition.name}</h1>
          </div>
          <p className="mt-2 text-lg text-white print:mt-0 print:text-xs print:text-black">{loaderData.edition}</p>
        </div>
      </header>

      <div className="competition-sheet mx-auto max-w-6xl space-y-12 px-4 py-10 print:space-y-2 print:p-0">
        {loaderData.archived ? (
          <p className="rounded-lg bg-amber-50 p-4 text-amber-950 print:hidden">
            {loaderData.archived.text}{" "}
            <Link to={loaderData.archived.path} className="font-semibold underline underline-offset-4">
              {loaderData.archived.link}
            </Link>
          </p>
        ) : null}
        {keptShown ? (
          <Suspense fallback={null}>
            <KeptResultsPanel page={path} onCorrect={(id) => openMatch(id)()} />
          </Suspense>
        ) : null}
        {/* The cards' icons, drawn once for every card of the page. */}
        <MatchCardIcons />
        {followed && nextMatch ? (
          <section aria-labelledby="proximo-partido" className="print:hidden">
            <h2 id="proximo-partido" className="text-2xl font-bold text-slate-900">
              {copy.follow.nextOf(followed.name)}
            </h2>
            <div className="mt-4 max-w-xl">
              <MatchCard match={nextMatch} sport={competition.sport} onOpen={openMatch(nextMatch.id)} />
            </div>
          </section>
        ) : null}
        <section aria-labelledby="clasificacion">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="clasificacion" className="text-2xl font-bold text-slate-900 print:text-sm">
              {copy.standingsHeading}
            </h2>
            <p role="status" className="text-sm text-slate-700 print:hidden">
              {updatedAt
                ? copy.liveUpdated(
                    updatedAt.toLocaleTimeString("es-ES", {
                      hour: "2-digit",
                      minute: "2-digit",
                      timeZone: "Europe/Madrid",
                    }),
                  )
                : null}
            </p>
          </div>
          <div
            className={`mt-4 grid gap-6 print:mt-1 print:gap-2 ${mainGroups.length > 1 ? "lg:grid-cols-2 print:grid-cols-2" : ""}`}
          >
            {mainGroups.map((group) => (
              <StandingsTable key={group.code} caption={group.label} rows={group.standings} sport={competition.sport} />
            ))}
          </div>
          {separateGroups.map((group) => (
            <div key={group.code} className="mt-8 print:mt-2">
              <StandingsTable caption={group.label} rows={group.standings} sport={competition.sport} />
            </div>
          ))}
        </section>

        {/* Following a team, its knockout matches are among its fixtures below. */}
        {bracket}

        <section aria-labelledby="proximos-partidos">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="proximos-partidos" className="text-2xl font-bold text-slate-900 print:text-sm">
              {copy.fixturesHeading}
            </h2>
            <Suspense fallback={null}>
              <CalendarLinks
                feed={followed ? `${calendarPath}?${TEAM_PARAM}=${followed.id}` : calendarPath}
                host={loaderData.calendarHost}
                origin={loaderData.calendarOrigin}
                words={loaderData.calendarWords}
                subscribe={followed ? copy.follow.calendarOf(followed.name) : loaderData.calendarWords.subscribe}
              />
            </Suspense>
          </div>
          <p className="mt-2 text-sm text-slate-700 print:hidden">{copy.matchHint}</p>
          <Suspense fallback={null}>
            <ShareLinks
              path={path}
              title={competition.name}
              screen={competition.tournament === "torneo" ? `${path}/pantalla` : undefined}
              className="mt-2"
            />
          </Suspense>
          {teams.length > 1 ? (
            <FollowTeamForm teams={teams} followedId={followed?.id ?? null} param={TEAM_PARAM} />
          ) : null}
          {followed ? <PushFollowButton topic={{ kind: "team", target: String(followed.id) }} calendar /> : null}
          {followed ? (
            <p className="mt-3 text-sm print:hidden">
              <Link
                to="?"
                preventScrollReset
                className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
              >
                {copy.follow.showAll}
              </Link>
            </p>
          ) : null}
          {matches.length === 0 ? (
            <p className="mt-4 text-slate-700">{followed ? copy.follow.noMatches : copy.noMatches}</p>
          ) : (
            <div
              className={`mt-4 space-y-6 print:mt-1 print:space-y-1 ${scrollingFixtures ? "max-h-[600px] overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-4 print:max-h-none print:overflow-visible print:border-0 print:bg-white print:p-0" : ""}`}
              {...(scrollingFixtures ? { tabIndex: 0, role: "region", "aria-label": copy.fixturesList } : {})}
            >
              {fixtures.map(({ key, heading, matches: list }) => (
                <div key={key}>
                  {heading ? (
                    <h3 className="mb-3 text-lg font-semibold text-slate-900 print:mb-0.5 print:text-xs">{heading}</h3>
                  ) : null}
                  <ul className="grid gap-3 md:grid-cols-2 print:grid-cols-3 print:gap-0.5">
                    {list.map((match) => (
                      <li key={match.id}>
                        <MatchCard match={match} sport={competition.sport} onOpen={openMatch(match.id)} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          {inlineMatch ? (
            <Suspense fallback={null}>
              <InlineResultEntry
                match={inlineMatch}
                sport={competition.sport}
                pageAnswer={actionAnswer}
                access={accessNoScript}
              />
            </Suspense>
          ) : null}
          {dialogUsed && access !== null ? (
            <Suspense fallback={null}>
              <ResultDialog
                match={dialogMatch}
                sport={competition.sport}
                onClose={() => setOpenMatchId(null)}
                access={access}
                onAccessLearnt={learnAccess}
                page={path}
                onKept={() => showKept(true)}
              />
            </Suspense>
          ) : null}
        </section>

        <section aria-labelledby="normativa" className="grid gap-6 md:grid-cols-2 print:hidden">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="normativa" className="text-2xl font-bold text-slate-900">
              {copy.rulesHeading}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {loaderData.rules.sport.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-slate-900">{copy.sanctionsHeading}</h3>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {loaderData.rules.sanctions.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </div>
  );
}
