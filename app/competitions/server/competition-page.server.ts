import { data, redirect } from "react-router";
import { ARCHIVED_COMPETITION_COPY, GENERAL_SANCTIONS } from "~/competitions/copy/tournaments";
import { competitionRuleLines } from "~/competitions/copy/sports";
import { CALENDAR_LINKS_COPY } from "~/competitions/copy/calendar-links";
import { pageKeys } from "~/pages";
import { TEAM_PARAM, type Tournament } from "~/competitions/domain/championships";
import { teamsToFollow, type CompetitionPageLoaded } from "~/competitions/domain/competition-page";
import type { ResultEntryAccess } from "~/competitions/domain/match-result";
import { getStaff } from "~/platform/server/auth.server";
import { hasOrganiserDayPass } from "./organiser-day.server";
import { getCompetitionPage } from "./competitions.server";
import { readTournamentPlaces } from "./tournaments.server";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "~/platform/server/db.server";
import { PRIVATE_PAGE_HEADERS } from "~/courses/index.server";
import { readPage } from "~/pages/index.server";

/**
 * A competition page's data, for the tournament whose path it is under (the tournament's or the
 * league's: a competition of the other one is a 404). "Sigue a tu equipo": `?equipo=<id>` shows that
 * team's matches only. Without JavaScript a match opens as `?partido=ID`, and a signed-in teacher
 * or organiser, or a device with today's organiser pass, enters its result without the shared
 * password: that page asks who is signed in, so it is nobody else's. (The shared page does not know: the dialog asks /admin/sesion when it opens.)
 */
export async function loadCompetitionPage(
  context: AppContext,
  request: Request,
  slug: string,
  tournament: Tournament,
  /** The newest closed year whose archive holds it (the archive's, handed in by the route). */
  lastArchivedYear: (db: Database, competition: { slug: string; tournament: Tournament }) => Promise<string | null>,
) {
  const url = new URL(request.url);
  const [found, tournamentPage, places] = await Promise.all([
    getCompetitionPage(context.db, slug, { team: url.searchParams.get(TEAM_PARAM), tournament }),
    // The edition in the header is the teacher's, on the tournament's page (/admin/paginas).
    readPage(context, request, tournament === "liga" ? pageKeys.league : pageKeys.tournament),
    readTournamentPlaces(context),
  ]);
  // An old link leads somewhere: a competition that went with its year, to its archived page;
  // one kept empty for the new year says where last year's is.
  const empty = found && found.matches.length === 0 && found.groups.every((g) => g.standings.length === 0);
  const archivedYear = !found || empty ? await lastArchivedYear(context.db, { slug, tournament }) : null;
  const archived = archivedYear
    ? { path: `/archivo/${archivedYear}/campeonatos/${slug}`, ...ARCHIVED_COMPETITION_COPY(archivedYear) }
    : null;
  if (!found) {
    if (archived) throw redirect(archived.path);
    throw data(null, { status: 404 });
  }
  const { setup, ...competition } = found.competition;
  const rules = { sport: competitionRuleLines(setup), sanctions: GENERAL_SANCTIONS };
  const page = {
    ...found,
    competition,
    teams: teamsToFollow(found.groups),
    edition: tournamentPage.document.edition,
    calendarHost: context.publicAddress.host,
    calendarOrigin: context.publicAddress.origin,
    calendarWords: CALENDAR_LINKS_COPY,
    path: `${places[tournament].path}/${slug}`,
    home: { path: places[tournament].path, back: places[tournament].back, name: places[tournament].name },
    rules,
    archived,
  };
  const selected = Number(url.searchParams.get("partido"));
  if (!Number.isSafeInteger(selected) || selected <= 0)
    return data({ ...page, access: "password", selectedMatchId: null } satisfies CompetitionPageLoaded);
  const access: ResultEntryAccess =
    (await getStaff(request, context)) !== null
      ? "account"
      : (await hasOrganiserDayPass(request, context))
        ? "day-pass"
        : "password";
  return data({ ...page, access, selectedMatchId: selected } satisfies CompetitionPageLoaded, {
    headers: PRIVATE_PAGE_HEADERS,
  });
}
