import { enrolmentChoices, LEAGUE_SPORTS } from "~/competitions/domain/championships";
import { teamEnrolmentSchema } from "~/competitions/domain/public-forms";
import { formatSpanishDate } from "~/news";
import { parseRichText } from "~/platform/domain/text-format";
import { pageKeys } from "~/pages";
import { readPage } from "~/pages/index.server";
import { TEAM_NOTICES } from "~/competitions/copy/team-notices";
import type { AppContext } from "~/platform/server/context.server";
import { handlePublicForm, type PublicFormArgs } from "~/platform/server/public-form.server";
import { redirectWithToast } from "~/platform/server/toast.server";
import { addLeagueTeam } from "~/inbox/index.server";
import { addTournamentRegistration, getTournamentEnrolment, listLeagueTeams } from "./championships.server";
import { getCompetitionPage, listCompetitions } from "./competitions.server";
import type { TournamentPlace } from "./tournaments.server";

/**
 * The two hubs' pages (`/campeonatos/:torneo`): the tournament's, with its competitions
 * and its enrolment, and the league's, with each sport's table and its teams. One route serves
 * both, since both addresses follow names the teacher gives; this is what each one reads and writes.
 */

export async function loadTournamentHub(context: AppContext, request: Request, place: TournamentPlace) {
  const [enrolment, competitions, page] = await Promise.all([
    getTournamentEnrolment(context.db),
    listCompetitions(context.db, "torneo"),
    readPage(context, request, pageKeys.tournament),
  ]);
  // The deadline is written out here: the page's code does not carry the date helpers.
  const deadline = enrolment.deadline ? formatSpanishDate(enrolment.deadline.slice(0, 10)) : null;
  const sports = enrolmentChoices(competitions);
  // Its paragraphs are read here: the page's scripts carry no text parser.
  const { about, ...content } = page.document;
  return {
    hub: "torneo" as const,
    place,
    enrolment: { open: enrolment.open && sports !== null, deadline },
    sports,
    competitions: competitions.map((c) => ({ ...c, path: `${place.path}/${c.slug}` })),
    content,
    about: about.flatMap(parseRichText),
    images: page.images,
  };
}

export async function loadLeagueHub(context: AppContext, request: Request, place: TournamentPlace) {
  const [teams, competitions, page, tournamentPage] = await Promise.all([
    listLeagueTeams(context.db),
    listCompetitions(context.db, "liga"),
    readPage(context, request, pageKeys.league),
    // The side cards (Team of the Month, Featured Player) are the tournament page's.
    readPage(context, request, pageKeys.tournament),
  ]);
  // Each sport's league table: its fixtures and results are on its own page.
  const tables = await Promise.all(
    competitions.map((c) => getCompetitionPage(context.db, c.slug, { tournament: "liga" })),
  );
  const document = tournamentPage.document;
  return {
    hub: "liga" as const,
    place,
    content: page.document,
    images: page.images,
    sideCards: { teamOfMonth: document.teamOfMonth, featuredPlayer: document.featuredPlayer },
    teams,
    tables: tables.flatMap((found) =>
      found
        ? [
            {
              slug: found.competition.slug,
              name: found.competition.name,
              sport: found.competition.sport,
              path: `${place.path}/${found.competition.slug}`,
              standings: found.groups[0]?.standings ?? [],
            },
          ]
        : [],
    ),
  };
}

/** A team's enrolment in the tournament: closed (or past its deadline, or with nothing to enrol in) is decided here, whatever the page showed. */
export async function enrolInTournament(args: PublicFormArgs, context: AppContext, place: TournamentPlace) {
  const [enrolment, competitions] = await Promise.all([
    getTournamentEnrolment(context.db),
    listCompetitions(context.db, "torneo"),
  ]);
  const sports = enrolmentChoices(competitions);
  if (!enrolment.open || !sports) return redirectWithToast(context, place.path, TEAM_NOTICES.closed, { status: 303 });
  return handlePublicForm(args, {
    kind: "signup",
    notify: "tournament-enrolment",
    schema: teamEnrolmentSchema(sports),
    write: (value, db) => addTournamentRegistration(db, value),
    notices: {
      success: TEAM_NOTICES.tournamentSuccess,
      failure: TEAM_NOTICES.failure,
      validation: TEAM_NOTICES.validation,
    },
    redirectTo: place.path,
  });
}

/** A team's enrolment in the league. */
export function enrolInLeague(args: PublicFormArgs, place: TournamentPlace) {
  return handlePublicForm(args, {
    kind: "league",
    notify: "league-team",
    schema: teamEnrolmentSchema(LEAGUE_SPORTS),
    write: (value, db) => addLeagueTeam(db, value),
    refusals: {
      duplicate: {
        field: "name",
        message: TEAM_NOTICES.duplicateField,
        notice: (value) => TEAM_NOTICES.duplicate(value.name, value.sport),
      },
    },
    notices: {
      ...TEAM_NOTICES,
      success: (value) => TEAM_NOTICES.success(value.name),
      awaitingApproval: (value) => TEAM_NOTICES.awaitingApproval(value.name),
    },
    redirectTo: place.path,
  });
}
