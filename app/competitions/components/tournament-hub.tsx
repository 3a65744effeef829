import { Radio } from "lucide-react";
import { Link } from "react-router";
import { ChampionshipGallery, ChampionshipSideCards } from "~/competitions/components/side-cards";
import { RichBlocks } from "~/platform/components/rich-blocks";
import { Suspense } from "react";
import { lazyComponent } from "~/platform/lib/lazy-component";
import { FormDialog, FormDialogTrigger, useFormDialog } from "~/platform/components/form-dialog";
import { competitionLook, TOURNAMENT_HUB_COPY as copy } from "~/competitions/copy/championships";
import { TEAM_NOTICES } from "~/competitions/copy/team-notices";
import { useSiteSettings } from "~/platform/hooks/use-site-settings";
import { toast } from "~/platform/hooks/use-toast";
import { revealDelay } from "~/platform/lib/reveal";
import type { loadTournamentHub } from "~/competitions/server/hub-pages.server";

/** The enrolment form's code comes when its dialog opens (the server renders it in full). */
const TeamEnrolmentForm = lazyComponent(() =>
  import("~/competitions/components/team-enrolment-form").then((m) => m.TeamEnrolmentForm),
);

/** The tournament's page (`/campeonatos/<its name>`): its competitions, rules, enrolment and gallery. */
export function TournamentHub({ hub }: { hub: Awaited<ReturnType<typeof loadTournamentHub>> }) {
  const { videoChannelUrl, tournamentEdition } = useSiteSettings();
  const dialog = useFormDialog("inscripcion-torneo");
  const { enrolment, sports, competitions, content, images, place } = hub;
  return (
    <div>
      <header className="bg-gradient-to-br from-amber-600 via-orange-700 to-red-800 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-100">{tournamentEdition}</p>
          <h1 className="mt-1 text-4xl font-extrabold sm:text-6xl">{content.title}</h1>
          <p className="mt-3 max-w-2xl text-xl text-orange-50">{content.tagline}</p>
          {content.liveStreamUrl || videoChannelUrl ? (
            <a
              href={content.liveStreamUrl || videoChannelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-red-800 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Radio aria-hidden="true" className="size-5" />
              {copy.liveStream}
              <span className="sr-only">(se abre en una pestaña nueva)</span>
            </a>
          ) : null}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-12">
          <section aria-labelledby="sobre">
            <h2 id="sobre" className="text-2xl font-bold text-slate-900">
              {copy.aboutHeading}
            </h2>
            <RichBlocks blocks={hub.about} className="mt-3 text-lg text-slate-700" />
          </section>

          <section aria-labelledby="competiciones">
            <h2 id="competiciones" className="text-2xl font-bold text-slate-900">
              {copy.competitionsHeading}
            </h2>
            {competitions.length === 0 ? <p className="mt-3 text-slate-700">{copy.noCompetitions}</p> : null}
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {competitions.map((competition, i) => {
                const look = competitionLook(competition);
                return (
                  <li key={competition.slug} className="reveal" style={revealDelay(i)}>
                    <Link
                      to={competition.path}
                      className={`flex h-full items-center gap-3 rounded-2xl bg-gradient-to-br ${look.colour} p-5 font-semibold text-white shadow-sm hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900`}
                    >
                      <look.icon aria-hidden="true" className="size-7 shrink-0" />
                      {competition.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="normas" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="normas" className="text-2xl font-bold text-slate-900">
              {copy.rulesHeading}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
              {content.rules.map((rule, i) => (
                <li key={i}>{rule}</li>
              ))}
            </ul>
          </section>

          <ChampionshipGallery heading={copy.galleryHeading} items={content.gallery} images={images} />
        </div>

        <aside className="space-y-4">
          <section
            aria-labelledby="inscripcion-equipos"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="inscripcion-equipos" className="text-lg font-bold text-slate-900">
              {copy.enrolmentHeading}
            </h2>
            {enrolment.open && sports ? (
              <>
                <p className="mt-2 text-slate-700">{copy.enrolmentOpenText}</p>
                {enrolment.deadline ? (
                  <p className="mt-1 text-sm text-slate-600">{copy.enrolmentDeadline(enrolment.deadline)}</p>
                ) : null}
                <FormDialogTrigger dialog={dialog} className="mt-4 w-full">
                  {copy.enrolCta}
                </FormDialogTrigger>
                <FormDialog
                  dialog={dialog}
                  title={copy.enrolDialogTitle(place.name)}
                  description={copy.enrolDialogDescription}
                >
                  <Suspense fallback={<p className="text-slate-700">Cargando el formulario…</p>}>
                    <TeamEnrolmentForm
                      id="form-inscripcion-torneo"
                      action={`${place.path}?formulario=inscripcion-torneo`}
                      sports={sports}
                      onSuccess={dialog.close}
                    />
                  </Suspense>
                </FormDialog>
              </>
            ) : (
              <>
                <p className="mt-2 text-slate-700">{copy.enrolmentClosed}.</p>
                {/* While closed, the button only shows the notice. */}
                <button
                  type="button"
                  onClick={() => toast(TEAM_NOTICES.closed)}
                  className="mt-4 w-full rounded-lg bg-slate-200 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-700"
                >
                  {copy.enrolCta}
                </button>
              </>
            )}
          </section>
          <ChampionshipSideCards cards={content} />
        </aside>
      </div>
    </div>
  );
}
