import { TOURNAMENT_PLACE_COPY } from "~/competitions/copy/tournaments";
import { type Tournament, TOURNAMENTS } from "~/competitions/domain/championships";
import { leaguePath, type PublicSettings, tournamentPath } from "~/platform/domain/site-settings";
import type { AppContext } from "~/platform/server/context.server";
import { redirectFromOldAddress } from "~/platform/server/old-addresses.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";
import { data } from "react-router";

/** A tournament as its pages name it: its name, its page's address and the words of the way back to it. */
export type TournamentPlace = { name: string; path: string; back: string };

/** The tournament and the league as the site names them now: their names and addresses are the teacher's. */
export function tournamentPlaces({
  leagueName,
  tournamentName,
}: Pick<PublicSettings, "leagueName" | "tournamentName">): Record<Tournament, TournamentPlace> {
  return {
    torneo: { ...TOURNAMENT_PLACE_COPY.tournament(tournamentName), path: tournamentPath(tournamentName) },
    liga: { ...TOURNAMENT_PLACE_COPY.league(leagueName), path: leaguePath(leagueName, tournamentName) },
  };
}

/** The same, from the settings in the read cache. */
export async function readTournamentPlaces(context: Pick<AppContext, "db" | "reads">) {
  return tournamentPlaces(await readSiteSettings(context));
}

/**
 * For a page under a hub's address (`/campeonatos/:torneo/…`): the tournament whose address
 * `segment` is now, with its place; for an address a hub had before, the redirect to the same page
 * at its new one (thrown); for any other, a 404.
 */
export async function requireHubAddress(
  context: Pick<AppContext, "db" | "reads">,
  request: Request,
  segment: string,
): Promise<{ tournament: Tournament; place: TournamentPlace }> {
  const places = await readTournamentPlaces(context);
  const asked = `/campeonatos/${segment}`;
  for (const tournament of TOURNAMENTS)
    if (places[tournament].path === asked) return { tournament, place: places[tournament] };
  throw (await redirectFromOldAddress(context.db, request)) ?? data(null, { status: 404 });
}
