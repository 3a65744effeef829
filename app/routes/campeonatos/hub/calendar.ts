import {
  decidedScoreText,
  buildMatchCalendar,
  type CalendarMatch,
  calendarScore,
  TEAM_PARAM,
  TOURNAMENT_COPY,
} from "~/competitions";
import { data } from "react-router";
import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/calendar";

import { getCompetitionPage, requireHubAddress } from "~/competitions/index.server";
import { siteInstallId } from "~/site/index.server";

/**
 * iCalendar feed of a competition's fixtures, or with `?equipo=<id>` of one team's only (a student
 * subscribes once to their team); matches without a readable date are left out. Each event keeps
 * its UID for the match's whole life, whatever address the site is reached by; the
 * knockout's ties are there as soon as they are planned, with where their teams will come from.
 */
export async function loader({ params, request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const url = new URL(request.url);
  // The feed is under its hub's address: a phone subscribed to an old one is redirected.
  const { tournament, place } = await requireHubAddress(context, request, params.torneo);
  const page = await getCompetitionPage(context.db, params.competicion, {
    team: url.searchParams.get(TEAM_PARAM),
    tournament,
  });
  if (!page || (url.searchParams.has(TEAM_PARAM) && !page.followed)) throw data(null, { status: 404 });
  const team = page.followed;
  const groupLabel = new Map(page.groups.map((g) => [g.id, g.label]));
  const scoreOf = (m: (typeof page.matches)[number]) =>
    m.played && m.team1Score !== null && m.team2Score !== null
      ? calendarScore(
          m.team1Score,
          m.team2Score,
          m.penalties ? decidedScoreText(page.competition.sport, m.penalties.team1, m.penalties.team2) : null,
        )
      : null;
  const groupMatches: CalendarMatch[] = page.matches
    .filter((m) => !m.knockout)
    .map((m) => ({
      uid: `partido-${m.id}`,
      team1: m.team1,
      team2: m.team2,
      date: m.date,
      time: m.time,
      location: m.location,
      group: page.groups.length > 1 ? (groupLabel.get(m.groupId) ?? null) : null,
      round: null,
      score: scoreOf(m),
    }));
  const origin = TOURNAMENT_COPY.knockout.origin;
  const knockoutMatches: CalendarMatch[] = (page.knockout?.ties ?? []).flatMap((tie) => {
    const match = tie.matchId === null ? undefined : page.matches.find((m) => m.id === tie.matchId);
    const home = match?.team1 ?? tie.home ?? origin(tie.homeFrom);
    const away = match?.team2 ?? tie.away ?? origin(tie.awayFrom);
    // Following a team: only the ties it plays in.
    if (team && home !== team.name && away !== team.name) return [];
    return [
      {
        uid: `eliminatoria-${page.competition.slug}-${tie.code}`,
        team1: home,
        team2: away,
        date: match?.date ?? tie.date,
        time: match?.time ?? tie.time,
        location: match?.location ?? tie.location,
        group: null,
        round: tie.label,
        score: match ? scoreOf(match) : null,
      },
    ];
  });
  const { ics } = buildMatchCalendar({
    name: team ? `${team.name} · ${page.competition.name} · ${place.name}` : `${page.competition.name} · ${place.name}`,
    siteId: await siteInstallId(context.db),
    now: new Date(),
    matches: [...groupMatches, ...knockoutMatches],
  });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${tournament}-${page.competition.slug}${team ? `-equipo-${team.id}` : ""}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
