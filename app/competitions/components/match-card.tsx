import { CalendarDays, MapPin } from "lucide-react";
import type { MouseEvent } from "react";
import { TOURNAMENT_COPY as copy } from "~/competitions/copy/tournaments";
import { decidedScoreText } from "~/competitions/copy/decided-scores";
import type { SportKind } from "~/competitions/domain/championships";
import type { CompetitionMatch } from "~/competitions/domain/competition-page";

/**
 * A fixture. The whole card opens the result dialog; it is a link to `?partido=<id>` so that
 * without JavaScript the page opens with the result form in place (a plain link: with JavaScript
 * the click opens the dialog instead). Its parts are styled through `.match-card` in app/app.css,
 * not a class each: a tournament page has dozens of cards.
 */
export function MatchCard({
  match,
  sport,
  onOpen,
}: {
  match: CompetitionMatch;
  sport: SportKind;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <a
      id={`partido-${match.id}`}
      href={`?partido=${match.id}#resultado`}
      onClick={onOpen}
      className="match-card"
      data-early-tap
    >
      <MatchCardBody {...bodyOf(match, sport)} />
    </a>
  );
}

/** What a card shows of a match: its round, teams, score (and what decided a draw), day, place and state. */
function bodyOf(match: CompetitionMatch, sport: SportKind) {
  return {
    round: match.round ?? null,
    team1: match.team1,
    team2: match.team2,
    score: match.played ? `${match.team1Score} - ${match.team2Score}` : null,
    decided:
      match.played && match.penalties ? decidedScoreText(sport, match.penalties.team1, match.penalties.team2) : null,
    when: match.time ? `${match.date} · ${match.time}` : match.date,
    location: match.location,
    status: match.played ? copy.played : copy.pending,
    played: match.played,
  };
}

/** A fixture as it was (a closed year's archive): the same card, not a link (nothing to score). */
export function StaticMatchCard({ match, sport }: { match: CompetitionMatch; sport: SportKind }) {
  return (
    <div className="match-card">
      <MatchCardBody {...bodyOf(match, sport)} />
    </div>
  );
}

/**
 * A knockout tie whose teams are not both known yet: the same card, not a link (there is no match
 * to score), with where its teams will come from.
 */
export function PendingTieCard({
  team1,
  team2,
  when,
  location = null,
}: {
  team1: string;
  team2: string;
  when: string;
  location?: string | null;
}) {
  return (
    <div className="match-card">
      <MatchCardBody
        round={null}
        team1={team1}
        team2={team2}
        score={null}
        decided={null}
        when={when}
        location={location}
        status={copy.knockout.unknown}
        played={false}
      />
    </div>
  );
}

function MatchCardBody(props: {
  round: string | null;
  team1: string;
  team2: string;
  score: string | null;
  /** What decided a level knockout match («(4-3 pen.)»): on a line of its own, so a card fits a 320 px phone. */
  decided: string | null;
  when: string;
  location: string | null;
  status: string;
  played: boolean;
}) {
  return (
    <>
      {props.round ? <b>{props.round}</b> : null}
      <span>
        <span>{props.team1}</span>
        <strong data-played={props.score ? "" : undefined} data-testid="marcador">
          {props.score ?? copy.versus}
          {props.decided ? <i> {props.decided}</i> : null}
        </strong>
        <span>{props.team2}</span>
      </span>
      <span>
        <span>
          <SpriteIcon id={CALENDAR_ICON} />
          {props.when}
        </span>
        {props.location ? (
          <span>
            <SpriteIcon id={PLACE_ICON} />
            {props.location}
          </span>
        ) : null}
        <small data-played={props.played ? "" : undefined}>{props.status}</small>
      </span>
    </>
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
