import { CalendarDays, MapPin } from "lucide-react";
import type { MouseEvent } from "react";
import { TOURNAMENT_COPY as copy } from "~/content/tournaments";
import type { CompetitionMatch } from "~/server/tournaments.server";

/**
 * A fixture. The whole card opens the result dialog; it is a link to `?partido=<id>` so that
 * without JavaScript the page opens with the result form in place (a plain link: with JavaScript
 * the click opens the dialog instead). Its parts are styled through `.match-card` in app/app.css,
 * not a class each: a tournament page has dozens of cards.
 */
export function MatchCard({ match, onOpen }: { match: CompetitionMatch; onOpen: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  const score = match.played ? `${match.team1Score} - ${match.team2Score}` : null;
  return (
    <a id={`partido-${match.id}`} href={`?partido=${match.id}#resultado`} onClick={onOpen} className="match-card">
      <span>
        <span>{match.team1}</span>
        <strong data-played={score ? "" : undefined} data-testid="marcador">
          {score ?? copy.versus}
        </strong>
        <span>{match.team2}</span>
      </span>
      <span>
        <span>
          <SpriteIcon id={CALENDAR_ICON} />
          {match.time ? `${match.date} · ${match.time}` : match.date}
        </span>
        {match.location ? (
          <span>
            <SpriteIcon id={PLACE_ICON} />
            {match.location}
          </span>
        ) : null}
        <small data-played={match.played ? "" : undefined}>{match.played ? copy.played : copy.pending}</small>
      </span>
    </a>
  );
}

const CALENDAR_ICON = "icono-calendario";
const PLACE_ICON = "icono-lugar";

/** A card's icon: a reference to the page's one copy of it (MatchCardIcons), not the whole drawing again. */
const SpriteIcon = ({ id }: { id: string }) => (
  <svg aria-hidden="true">
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
