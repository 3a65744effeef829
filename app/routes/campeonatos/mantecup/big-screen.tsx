import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/big-screen";
import { documentTitle } from "~/content/pages";
import { BIG_SCREEN_SLIDE_MS, bigScreenSlides, type BigScreenSlide } from "~/domain/big-screen";
import { competitionPath } from "~/domain/championships";
import { madridDayOf } from "~/domain/madrid-time";
import { useLiveUpdates } from "~/hooks/use-live-updates";
import { cn } from "~/lib/cn";
import { WALL_SCREEN } from "~/lib/route-handle";
import { loadCompetitionPage } from "~/server/competition-page.server";
import { appContext } from "~/server/context.server";

/**
 * The hall's big screen (issue 29): `/campeonatos/mantecup/<competición>/pantalla`, for a TV.
 * Full screen, large type, no controls; it turns between today's (or the next) matches, the
 * latest results and each group's table, and a saved result reaches it through the page's live
 * stream. A dropped network is retried by itself (the stream reconnects; the error page retries).
 */
export const handle = WALL_SCREEN;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadCompetitionPage(context.get(appContext), request, params.competicion, "mantecup");
  const { competition, groups, matches, edition } = page.data;
  return { competition, edition, slides: bigScreenSlides({ groups, matches }, madridDayOf(new Date())) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: documentTitle(`${data?.competition.name ?? "Competición"} · Pantalla`) }, { name: "robots", content: "noindex" }];
}

export default function BigScreen({ loaderData }: Route.ComponentProps) {
  const { competition, edition, slides } = loaderData;
  useLiveUpdates(`${competitionPath(competition)}/en-directo`, "result");
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setShown((i) => i + 1), BIG_SCREEN_SLIDE_MS);
    return () => clearInterval(timer);
  }, []);
  const current = slides.length ? shown % slides.length : 0;
  return (
    <div className="flex min-h-dvh flex-col bg-slate-950 px-[3vw] py-[3vh] text-white">
      <header className="flex flex-wrap items-baseline justify-between gap-x-8 border-b-4 border-amber-400 pb-[2vh]">
        <h1 className="text-[4vw] font-bold leading-tight">{competition.name}</h1>
        <p className="text-[2vw] font-semibold text-teal-200">{edition}</p>
      </header>
      {slides.length === 0 ? <p className="mt-[6vh] text-[3vw] text-slate-200">Todavía no hay partidos programados.</p> : null}
      {slides.map((slide, index) => (
        // Every slide is in the page; one shows at a time (the first, without JavaScript).
        <section key={`${slide.kind}:${slide.title}`} aria-labelledby={`diapositiva-${index}`} hidden={index !== current} className="mt-[3vh] flex-1" data-testid={`pantalla-${slide.kind}`}>
          <h2 id={`diapositiva-${index}`} className="text-[3.2vw] font-bold text-amber-300">
            {slide.title}
          </h2>
          <SlideBody slide={slide} />
        </section>
      ))}
      {slides.length > 1 ? (
        <p aria-hidden="true" className="mt-[2vh] flex justify-center gap-3">
          {slides.map((slide, index) => (
            <span key={slide.title} className={cn("size-4 rounded-full", index === current ? "bg-amber-300" : "bg-slate-600")} />
          ))}
        </p>
      ) : null}
    </div>
  );
}

function SlideBody({ slide }: { slide: BigScreenSlide }) {
  if (slide.kind === "table") {
    return (
      <table className="mt-[2vh] w-full text-[2.6vw]">
        <thead className="text-[1.8vw] text-slate-300">
          <tr>
            <th scope="col" className="w-[6vw] text-left">#</th>
            <th scope="col" className="text-left">Equipo</th>
            <th scope="col" className="w-[9vw] text-right">PJ</th>
            <th scope="col" className="w-[9vw] text-right">DG</th>
            <th scope="col" className="w-[11vw] text-right">Ptos</th>
          </tr>
        </thead>
        <tbody>
          {slide.rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-700">
              <td className="py-[1vh] text-slate-300">{row.position}</td>
              <th scope="row" className="py-[1vh] text-left font-semibold">
                {row.name}
              </th>
              <td className="text-right">{row.pj}</td>
              <td className="text-right">{row.dp > 0 ? `+${row.dp}` : row.dp}</td>
              <td className="text-right font-bold text-amber-300">{row.pts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="mt-[2vh] space-y-[1.5vh]">
      {slide.matches.map((match) => (
        <li key={match.id} className="grid grid-cols-[1fr_auto_1fr] items-center gap-[2vw] rounded-2xl bg-slate-800 px-[2vw] py-[1.5vh] text-[2.6vw]">
          <span className="text-right font-semibold">{match.team1}</span>
          <span className="min-w-[12vw] rounded-xl bg-slate-950 px-[1.5vw] text-center font-bold tabular-nums text-amber-300">
            {match.played ? `${match.team1Score} - ${match.team2Score}` : (match.time ?? "—")}
          </span>
          <span className="font-semibold">{match.team2}</span>
          {slide.kind === "matches" && match.day === null ? null : (
            <span className="col-span-3 text-center text-[1.6vw] text-slate-300">
              {match.date}
              {match.location ? ` · ${match.location}` : ""}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The network dropped while the data was reloaded: the screen says so and tries again by itself. */
export function ErrorBoundary() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => void revalidator.revalidate(), 15_000);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-950 text-white">
      <p className="text-[3vw] font-semibold" role="status">
        Reconectando…
      </p>
    </div>
  );
}
