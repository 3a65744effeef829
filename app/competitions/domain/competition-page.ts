import type { CompetitionCategory, CompetitionColour, CompetitionFormat, Tournament } from "./championships";
import type { KnockoutRound } from "./knockout";
import type { ResultEntryAccess } from "./match-result";
import type { SportKind } from "./championships";
import type { SportVariant } from "./sport-setup";
import type { CalendarLinksWords } from "~/competitions/copy/calendar-links";
import type { StandingRow, StandingsRules } from "./standings";

/**
 * What a competition page shows (and what a closed school year keeps of it, app/archive/domain/school-years.ts):
 * its matches as the cards and the result dialog need them, and its knockout ties.
 */
export type CompetitionMatch = {
  id: number;
  groupId: number | null;
  team1: string;
  team2: string;
  team1Score: number | null;
  team2Score: number | null;
  /** As shown: 'Lunes, 13 de enero de 2025', or 'Por determinar'. */
  date: string;
  /** The day itself (ISO), when it is fixed. */
  day: string | null;
  time: string | null;
  location: string | null;
  played: boolean;
  /** A knockout tie that ended level: the penalties (or extra point) that decided it. */
  penalties: { team1: number; team2: number } | null;
  /** One of the knockout stage's matches (a draw then needs its penalties; it counts for no table). */
  knockout: boolean;
  /** A knockout match's round, as its card names it («Final», «Tercer puesto»); kept since its cards say it. */
  round?: string | null;
};

/** One tie of the knockout stage as the page shows it: its teams, or where they will come from. */
export type BracketTie = {
  code: string;
  round: KnockoutRound;
  label: string;
  home: string | null;
  away: string | null;
  /** While a team is not known: the tie it comes from («Ganador de Semifinal 1»). */
  homeFrom: { winner: boolean; of: string } | null;
  awayFrom: { winner: boolean; of: string } | null;
  date: string;
  time: string | null;
  /** Its court («Pista 2»), when the draw shared the courts out. */
  location: string | null;
  /** Its match in `matches` (the result dialog opens it), once both teams are known. */
  matchId: number | null;
  winner: string | null;
};

/** A competition's page, as the loader gives it and as a closed year's archive keeps it. */
export type CompetitionPageData = {
  /** `colour`: kept for the archive (a year closed before shows the colour of its place in the list). */
  competition: {
    slug: string;
    name: string;
    sport: SportKind;
    position: number;
    tournament: Tournament;
    colour?: CompetitionColour;
  };
  groups: { id: number | null; code: string; label: string; shownSeparately: boolean; standings: StandingRow[] }[];
  matches: CompetitionMatch[];
  knockout: { ties: BracketTie[]; champion: string | null } | null;
};

/** What the panel's editor of one competition shows: its rows as stored, with the knockout as the page shows it. */
export type CompetitionEditorData = {
  competition: {
    slug: string;
    name: string;
    sport: SportKind;
    category: CompetitionCategory | null;
    format: CompetitionFormat;
    tournament: Tournament;
    position: number;
  };
  knockout: CompetitionPageData["knockout"];
  /** Its rules: the table's, how it is played (null: the sport's usual way) and the teacher's own lines. */
  rules: StandingsRules & { variant: SportVariant | null; ownRules: string };
  groups: { id: number; code: string; label: string; shownSeparately: boolean }[];
  teams: { id: number; name: string; course: string | null; groupId: number | null }[];
  /** The courts its group fixtures use (1 when they name none): the knockout draw offers the same. */
  courts: number;
  matches: {
    id: number;
    groupId: number | null;
    team1Id: number;
    team2Id: number;
    team1Score: number | null;
    team2Score: number | null;
    penalties: { team1: number; team2: number } | null;
    knockout: boolean;
    date: string;
    day: string | null;
    time: string | null;
    played: boolean;
  }[];
};

/**
 * The teams a visitor can follow, in Spanish alphabetical order («Ávila» before «Burgos»). Sorted
 * by the loader: a browser tab's first Spanish comparison loads its locale data, tens of
 * milliseconds of a phone's main thread while the page hydrates.
 */
export function teamsToFollow(groups: CompetitionPageData["groups"]): { id: number; name: string }[] {
  return groups
    .flatMap((group) => group.standings.map((row) => ({ id: row.id, name: row.name })))
    .sort((a, b) => a.name.localeCompare(b.name, "es"));
}

/** A competition page's loader data: the page, the team followed, the tournament's edition, and the match opened without JavaScript. */
export type CompetitionPageLoaded = CompetitionPageData & {
  followed: { id: number; name: string } | null;
  /** The followed team's next match, marked «Próximo partido» at the top of its list. */
  nextMatchId: number | null;
  /** The teams of the «Sigue a tu equipo» list (`teamsToFollow`). */
  teams: { id: number; name: string }[];
  /** The site's configured host: its calendar's `webcal://` link. */
  calendarHost: string;
  /** The site's configured origin: the feed's address to copy into a computer's calendar. */
  calendarOrigin: string;
  /** The calendar choices' words (copy/calendar-links.ts). */
  calendarWords: CalendarLinksWords;
  /** The page's own address (the league's follows its name). */
  path: string;
  /** The tournament's page and the words of the way back to it. */
  home: { path: string; back: string; name: string };
  edition: string;
  /** The sport's rules and the sanctions, sent with the page (their words for every sport stay out of its scripts). */
  rules: { sport: string[]; sanctions: string[] };
  /**
   * A competition emptied by the close of a year: where its last year is, and the words
   * that point there (written by the server, so the page's scripts do not carry them). Null otherwise.
   */
  archived: { path: string; text: string; link: string } | null;
  /** How this browser enters the selected match's result (read only with `?partido=`, never for a shared copy). */
  access: ResultEntryAccess;
  selectedMatchId: number | null;
};

/**
 * A followed team's matches as a parent reads them: the next one first (the earliest day
 * still to play; days not fixed after the fixed ones), then the others still to play, then the played
 * ones newest first. `nextId` is the one to mark «Próximo partido» (null when all were played).
 */
export function orderFollowedMatches<M extends Pick<CompetitionMatch, "id" | "day" | "time" | "played">>(
  matches: readonly M[],
): { matches: M[]; nextId: number | null } {
  const when = (m: M) => `${m.day ?? "9999-99-99"} ${m.time ?? "99:99"}`;
  const pending = matches.filter((m) => !m.played).sort((a, b) => when(a).localeCompare(when(b)) || a.id - b.id);
  const played = matches.filter((m) => m.played).sort((a, b) => when(b).localeCompare(when(a)) || b.id - a.id);
  return { matches: [...pending, ...played], nextId: pending[0]?.id ?? null };
}
