import { CalendarDays, MapPin } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { TOURNAMENT_COPY as copy } from "~/content/tournaments";
import type { CompetitionMatch } from "~/server/tournaments.server";

/**
 * A fixture. The whole card opens the result dialog; it is a link to `?partido=<id>` so that
 * without JavaScript the page opens with the result form in place.
 */
export function MatchCard({ match, onOpen }: { match: CompetitionMatch; onOpen: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const score = match.played ? `${match.team1Score} - ${match.team2Score}` : null;
  return (
    <Link
      id={`partido-${match.id}`}
      to={`?partido=${match.id}#resultado`}
      preventScrollReset
      onClick={onOpen}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-teal-700 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
    >
      <div className="flex items-center justify-between gap-3">
        <span className="min-w-0 flex-1 text-right font-semibold text-slate-900">{match.team1}</span>
        <span
          className={`shrink-0 rounded-md px-2 py-1 text-center font-bold tabular-nums ${score ? "bg-slate-900 text-white" : "bg-slate-100 text-slate-700"}`}
          data-testid="marcador"
        >
          {score ?? copy.versus}
        </span>
        <span className="min-w-0 flex-1 font-semibold text-slate-900">{match.team2}</span>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-700">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          {match.date}
          {match.time ? ` · ${match.time}` : null}
        </span>
        {match.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {match.location}
          </span>
        ) : null}
        <span className={`rounded-full px-2 py-0.5 font-semibold ${match.played ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}>
          {match.played ? copy.played : copy.pending}
        </span>
      </div>
    </Link>
  );
}
