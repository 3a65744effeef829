import { useEffect, useState } from "react";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import type { Route } from "./+types/big-screen";
import { documentTitle, ERROR_PAGE_COPY } from "~/platform/copy/pages";
import { BigScreenSlideBody, BIG_SCREEN_SLIDE_MS, bigScreenSlides, scoreColumns } from "~/competitions";

import { madridDayOf } from "~/platform/domain/madrid-time";
import { useLiveUpdates } from "~/competitions";
import { cn } from "~/platform/lib/cn";
import { WALL_SCREEN } from "~/platform/lib/route-handle";
import { loadCompetitionPage, requireHubAddress } from "~/competitions/index.server";
import { lastYearWithCompetition } from "~/archive/index.server";
import { appContext } from "~/platform/server/context.server";

/**
 * The hall's big screen: `/campeonatos/<torneo>/<competición>/pantalla`, for a TV.
 * Full screen, large type, no controls; it turns between today's (or the next) matches, the
 * knockout's bracket, the latest results and each group's table, and a saved result reaches it through the page's live
 * stream. A dropped network is retried by itself (the stream reconnects; the error page retries).
 */
export const handle = WALL_SCREEN;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { tournament } = await requireHubAddress(context, request, params.torneo);
  const page = await loadCompetitionPage(context, request, params.competicion, tournament, lastYearWithCompetition);
  const { competition, groups, matches, knockout, edition, path } = page.data;
  return {
    competition,
    edition,
    // The table's difference column as the competition's page names it (DG, DP), from the server.
    difference: scoreColumns(competition.sport).dp,
    live: `${path}/en-directo`,
    slides: bigScreenSlides({ groups, matches, knockout }, madridDayOf(new Date())),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: documentTitle(`${data?.competition.name ?? "Competición"} · Pantalla`) },
    { name: "robots", content: "noindex" },
  ];
}

export default function BigScreen({ loaderData }: Route.ComponentProps) {
  const { competition, edition, slides, live, difference } = loaderData;
  useLiveUpdates(live, "result");
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setShown((i) => i + 1), BIG_SCREEN_SLIDE_MS);
    return () => clearInterval(timer);
  }, []);
  const current = slides.length ? shown % slides.length : 0;
  return (
    // Sizes in fractions of the screen's height, capped by its width: every slide fits 1920×1080 and 1280×720.
    <div className="flex min-h-dvh flex-col bg-slate-950 px-[3vw] py-[2.5vh] text-white">
      <header className="flex flex-wrap items-baseline justify-between gap-x-8 border-b-4 border-amber-400 pb-[1.5vh]">
        <h1 className="text-[min(4vw,7vh)] font-bold leading-[1.1]">{competition.name}</h1>
        <p className="text-[min(2vw,3.5vh)] font-semibold text-teal-200">{edition}</p>
      </header>
      {slides.length === 0 ? (
        <p className="mt-[6vh] text-[min(3vw,5vh)] text-slate-200">Todavía no hay partidos programados.</p>
      ) : null}
      {slides.map((slide, index) => (
        // Every slide is in the page; one shows at a time (the first, without JavaScript).
        <section
          key={`${slide.kind}:${slide.title}`}
          aria-labelledby={`diapositiva-${index}`}
          hidden={index !== current}
          className="mt-[2vh] flex-1"
          data-testid={`pantalla-${slide.kind}`}
        >
          <h2 id={`diapositiva-${index}`} className="text-[min(3.2vw,5.5vh)] font-bold leading-[1.2] text-amber-300">
            {slide.title}
          </h2>
          <BigScreenSlideBody slide={slide} sport={competition.sport} difference={difference} />
        </section>
      ))}
      {slides.length > 1 ? (
        <p aria-hidden="true" className="mt-[1.5vh] flex justify-center gap-3">
          {slides.map((slide, index) => (
            <span
              key={slide.title}
              className={cn("size-[1.5vh] rounded-full", index === current ? "bg-amber-300" : "bg-slate-600")}
            />
          ))}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A competition that is not there (404, or a retired address) says so, in the screen's large type,
 * with the way back, and stops asking. Anything else (the network dropped while the data was
 * reloaded, the database away for a moment) says it is reconnecting and tries again by itself.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const gone = status !== null && status >= 400 && status < 500;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (gone) return;
    const timer = setInterval(() => void revalidator.revalidate(), 15_000);
    return () => clearInterval(timer);
  }, [revalidator, gone]);
  if (gone) {
    const copy = ERROR_PAGE_COPY[404];
    return (
      <main className="grid min-h-dvh place-items-center bg-slate-950 px-[5vw] text-center text-white">
        <title>{documentTitle(copy.title)}</title>
        <div>
          <p className="text-[min(2vw,3.5vh)] font-semibold text-amber-300">Error {status}</p>
          <h1 className="mt-[1vh] text-[min(4vw,7vh)] font-bold">{copy.title}</h1>
          <p className="mt-[2vh] text-[min(2.2vw,4vh)] text-slate-200">{copy.message}</p>
          <Link
            to="/"
            className="mt-[4vh] inline-flex rounded-lg bg-amber-300 px-6 py-3 text-[min(2vw,3.5vh)] font-semibold text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-300"
          >
            Volver al inicio
          </Link>
        </div>
      </main>
    );
  }
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-950 text-white">
      <p className="text-[3vw] font-semibold" role="status">
        Reconectando…
      </p>
    </div>
  );
}
