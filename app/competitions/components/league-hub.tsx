import { Users } from "lucide-react";
import { Link } from "react-router";
import { Suspense } from "react";
import { ChampionshipGallery, ChampionshipSideCards } from "~/competitions/components/side-cards";
import { lazyComponent } from "~/platform/lib/lazy-component";
import { FormDialog, FormDialogTrigger, useFormDialog } from "~/platform/components/form-dialog";
import { LEAGUE_COPY as copy } from "~/competitions/copy/championships";
import { LEAGUE_SPORTS } from "~/competitions/domain/championships";
import { StandingsTable } from "~/competitions/components/standings-table";
import type { loadLeagueHub } from "~/competitions/server/hub-pages.server";

/** The enrolment form's code comes when its dialog opens (the server renders it in full). */
const TeamEnrolmentForm = lazyComponent(() =>
  import("~/competitions/components/team-enrolment-form").then((m) => m.TeamEnrolmentForm),
);

/** The league's page (its address following its name): each sport's table, the enrolled teams, the gallery. */
export function LeagueHub({ hub }: { hub: Awaited<ReturnType<typeof loadLeagueHub>> }) {
  const dialog = useFormDialog("inscripcion-liga");
  return (
    <div>
      <header className="bg-gradient-to-br from-indigo-800 via-blue-900 to-slate-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="text-4xl font-extrabold sm:text-6xl">{hub.content.title}</h1>
          <p className="mt-3 text-xl text-blue-100">{hub.content.tagline}</p>
          <p className="mt-2 max-w-2xl text-blue-50">{hub.content.about}</p>
          <FormDialogTrigger dialog={dialog} tone="light" className="mt-8">
            {copy.enrolCta}
          </FormDialogTrigger>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4">
        <FormDialog
          dialog={dialog}
          title={copy.enrolDialogTitle(hub.place.name)}
          description={copy.enrolDialogDescription}
        >
          <Suspense fallback={<p className="text-slate-700">Cargando el formulario…</p>}>
            <TeamEnrolmentForm
              id="form-inscripcion-liga"
              action={`${hub.place.path}?formulario=inscripcion-liga`}
              sports={LEAGUE_SPORTS}
              onSuccess={dialog.close}
            />
          </Suspense>
        </FormDialog>
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-12">
          {hub.tables.map((table) => (
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
              {copy.teamsHeading} <span className="text-base font-medium text-slate-600">({hub.teams.length})</span>
            </h2>
            {hub.teams.length === 0 ? (
              <p className="mt-4 text-slate-700">{copy.noTeams}</p>
            ) : (
              // Spec: the list scrolls at a maximum height of 96 units (24rem).
              <ul
                className="mt-4 max-h-96 space-y-3 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3"
                data-testid="league-teams"
                tabIndex={0}
                aria-label={copy.teamsHeading}
              >
                {hub.teams.map((team) => (
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
          <ChampionshipGallery heading={copy.galleryHeading} items={hub.content.gallery} images={hub.images} />
        </div>
        <aside>
          <ChampionshipSideCards cards={hub.sideCards} />
        </aside>
      </div>
    </div>
  );
}
