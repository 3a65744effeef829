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
    <Link id={`partido-${match.id}`} to={`?partido=${match.id}#resultado`} preventScrollReset onClick={onOpen} className="match-card">
      <div className="match-card-teams">
        <span className="match-card-team text-right">{match.team1}</span>
        <span className="match-card-score" data-played={score ? "" : undefined} data-testid="marcador">
          {score ?? copy.versus}
        </span>
        <span className="match-card-team">{match.team2}</span>
      </div>
      <div className="match-card-facts">
        <span className="match-card-fact">
          <SpriteIcon id={CALENDAR_ICON} />
          {match.date}
          {match.time ? ` · ${match.time}` : null}
        </span>
        {match.location ? (
          <span className="match-card-fact">
            <SpriteIcon id={PLACE_ICON} />
            {match.location}
          </span>
        ) : null}
        <span className="match-card-status" data-played={match.played ? "" : undefined}>
          {match.played ? copy.played : copy.pending}
        </span>
      </div>
    </Link>
  );
}

const CALENDAR_ICON = "icono-calendario";
const PLACE_ICON = "icono-lugar";

/** A card's icon: a reference to the page's one copy of it (MatchCardIcons), not the whole drawing again. */
const SpriteIcon = ({ id }: { id: string }) => (
  <svg aria-hidden="true" className="size-4">
    <use href={`#${id}`} />
  </svg>
);

/** The match cards' icons, drawn once per page (above the cards). */
export function MatchCardIcons() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={CALENDAR_ICON} viewBox="0 0 24 24">
        <CalendarDays />
      </symbol>
      <symbol id={PLACE_ICON} viewBox="0 0 24 24">
        <MapPin />
      </symbol>
    </svg>
  );
}
