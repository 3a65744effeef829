import { Users } from "lucide-react";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/league";
import { ChampionshipGallery, ChampionshipSideCards } from "~/competitions/components/side-cards";
import { pageKeys } from "~/pages/copy/page-keys";
import { readPage } from "~/pages/server/pages.server";
import { Suspense } from "react";
import { lazyComponent } from "~/platform/lib/lazy-component";
import { FormDialog, FormDialogTrigger, useFormDialog } from "~/platform/components/form-dialog";
import { LEAGUE_COPY as copy } from "~/competitions/copy/championships";
import { TEAM_NOTICES } from "~/platform/copy/notices/team";
import { documentTitle } from "~/platform/copy/pages";
import { competitionPath, LEAGUE_SPORTS } from "~/competitions/domain/championships";
import { teamEnrolmentSchema } from "~/competitions/domain/public-forms";
import { addLeagueTeam, listLeagueTeams } from "~/competitions/server/championships.server";
import { getCompetitionPage, listCompetitions } from "~/competitions/server/competitions.server";
import { requireLeagueAddress } from "~/competitions/server/tournaments.server";
import { StandingsTable } from "~/competitions/components/standings-table";
import { Link } from "react-router";
import { handlePublicForm } from "~/platform/server/public-form.server";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";

/** The enrolment form's code comes when its dialog opens (the server renders it in full). */
const TeamEnrolmentForm = lazyComponent(() =>
  import("~/competitions/components/team-enrolment-form").then((m) => m.TeamEnrolmentForm),
);

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  // The league's address follows its name (issue 46): an old one redirects, any other is a 404.
  const league = await requireLeagueAddress(context, request, params.liga);
  const [teams, competitions, page, mantecup] = await Promise.all([
    listLeagueTeams(context.db),
    listCompetitions(context.db, "liga"),
    readPage(context, request, pageKeys.league),
    // The side cards (Team of the Month, Featured Player) are the Mantecup page's.
    readPage(context, request, pageKeys.mantecup),
  ]);
  // Each sport's league table (issue 18): its fixtures and results are on its own page.
  const tables = await Promise.all(
    competitions.map((c) => getCompetitionPage(context.db, c.slug, { tournament: "liga" })),
  );
  return {
    league: { name: league.name, path: league.path },
    content: page.document,
    images: page.images,
    sideCards: { teamOfMonth: mantecup.document.teamOfMonth, featuredPlayer: mantecup.document.featuredPlayer },
    teams,
    tables: tables.flatMap((page) =>
      page
        ? [
            {
              slug: page.competition.slug,
              name: page.competition.name,
              sport: page.competition.sport,
              path: competitionPath(page.competition, league.path),
              standings: page.groups[0]?.standings ?? [],
            },
          ]
        : [],
    ),
  };
}

export async function action(args: Route.ActionArgs) {
  const league = await requireLeagueAddress(args.context.get(appContext), args.request, args.params.liga);
  return handlePublicForm(args, {
    kind: "league",
    notify: "league-team",
    schema: teamEnrolmentSchema(LEAGUE_SPORTS),
    write: (value, db) => addLeagueTeam(db, value),
    refusals: {
      duplicate: {
        field: "name",
        message: TEAM_NOTICES.duplicateField,
        notice: (value) => TEAM_NOTICES.duplicate(value.name, value.sport),
      },
    },
    notices: {
      ...TEAM_NOTICES,
      success: (value) => TEAM_NOTICES.success(value.name),
      awaitingApproval: (value) => TEAM_NOTICES.awaitingApproval(value.name),
    },
    redirectTo: league.path,
  });
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(data?.content.title ?? data?.league.name ?? "") },
    { name: "description", content: data?.content.tagline ?? "" },
  ]);
}

export default function League({ loaderData }: Route.ComponentProps) {
  const dialog = useFormDialog("inscripcion-liga");
  return (
    <div>
      <header className="bg-gradient-to-br from-indigo-800 via-blue-900 to-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-extrabold sm:text-6xl">{loaderData.content.title}</h1>
          <p className="mt-3 text-xl text-blue-100">{loaderData.content.tagline}</p>
          <p className="mt-2 max-w-2xl text-blue-50">{loaderData.content.about}</p>
          <FormDialogTrigger dialog={dialog} tone="light" className="mt-8">
            {copy.enrolCta}
          </FormDialogTrigger>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4">
        <FormDialog
          dialog={dialog}
          title={copy.enrolDialogTitle(loaderData.league.name)}
          description={copy.enrolDialogDescription}
        >
          <Suspense fallback={<p className="text-slate-700">Cargando el formulario…</p>}>
            <TeamEnrolmentForm
              id="form-inscripcion-liga"
              action={`${loaderData.league.path}?formulario=inscripcion-liga`}
              sports={LEAGUE_SPORTS}
              onSuccess={dialog.close}
            />
          </Suspense>
        </FormDialog>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-12">
          {loaderData.tables.map((table) => (
            <section key={table.slug} aria-label={table.name} className="space-y-3">
              <StandingsTable caption={table.name} rows={table.standings} sport={table.sport} />
              <Link
                to={table.path}
                className="inline-block font-semibold text-teal-900 underline underline-offset-4 hover:text-teal-950"
              >
                {copy.fixturesLink(table.name)}
              </Link>
            </section>
          ))}
          <section aria-labelledby="equipos">
            <h2 id="equipos" className="text-2xl font-bold text-slate-900">
              {copy.teamsHeading}{" "}
              <span className="text-base font-medium text-slate-600">({loaderData.teams.length})</span>
            </h2>
            {loaderData.teams.length === 0 ? (
              <p className="mt-4 text-slate-700">{copy.noTeams}</p>
            ) : (
              // Spec: the list scrolls at a maximum height of 96 units (24rem).
              <ul
                className="mt-4 max-h-96 space-y-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3"
                data-testid="league-teams"
                tabIndex={0}
                aria-label={copy.teamsHeading}
              >
                {loaderData.teams.map((team) => (
                  <li key={team.id} className="rounded-xl bg-slate-50 p-4">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="text-lg font-semibold text-slate-900">{team.name}</span>
                      <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-950">
                        {team.sport}
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {copy.captain}: {team.captain} · <Users aria-hidden="true" className="inline size-4" />{" "}
                      {copy.players(team.members.length)}
                    </p>
                    <p className="mt-1 text-sm text-slate-600">{team.members.join(", ")}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ChampionshipGallery
            heading={copy.galleryHeading}
            items={loaderData.content.gallery}
            images={loaderData.images}
          />
        </div>
        <aside>
          <ChampionshipSideCards cards={loaderData.sideCards} />
        </aside>
      </div>
    </div>
  );
}
