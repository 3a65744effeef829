import { data } from "react-router";
import { appContext } from "~/server/context.server";
import type { Route } from "./+types/calendar";
import { buildMatchCalendar } from "~/domain/match-calendar";
import { getCompetitionPage } from "~/server/competitions/index.server";
import { TEAM_PARAM, tournamentOfPath } from "~/domain/championships";
import { TOURNAMENT_COPY } from "~/content/tournaments";

/**
 * iCalendar feed of a competition's fixtures, or with `?equipo=<id>` of one team's only (a student
 * subscribes once to their team); matches without a readable date are left out.
 */
export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  const tournament = tournamentOfPath(url.pathname);
  const page = await getCompetitionPage(context.db, params.competicion, { team: url.searchParams.get(TEAM_PARAM), tournament });
  if (!page || (url.searchParams.has(TEAM_PARAM) && !page.followed)) throw data(null, { status: 404 });
  const team = page.followed;
  const groupLabel = new Map(page.groups.map((g) => [g.id, g.label]));
  const { ics } = buildMatchCalendar({
    name: team ? `${team.name} · ${page.competition.name} · ${TOURNAMENT_COPY.tournaments[tournament].name}` : `${page.competition.name} · ${TOURNAMENT_COPY.tournaments[tournament].name}`,
    host: url.hostname,
    now: new Date(),
    matches: page.matches.map((m) => ({
      id: m.id,
      team1: m.team1,
      team2: m.team2,
      date: m.date,
      time: m.time,
      location: m.location,
      group: page.groups.length > 1 ? (groupLabel.get(m.groupId) ?? null) : null,
      score: m.played ? `${m.team1Score}-${m.team2Score}` : null,
    })),
  });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${tournament}-${page.competition.slug}${team ? `-equipo-${team.id}` : ""}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
