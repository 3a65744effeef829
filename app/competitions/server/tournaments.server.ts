import { TOURNAMENT_PLACE_COPY } from "~/competitions/copy/tournaments";
import { MANTECUP_PATH, type Tournament } from "~/competitions/domain/championships";
import { leaguePath } from "~/platform/domain/site-settings";
import type { AppContext } from "~/platform/server/context.server";
import { requireCurrentAddress } from "~/platform/server/old-addresses.server";
import { readSiteSettings } from "~/platform/server/site-settings.server";

/** A tournament as its pages name it: its name, its page's address and the words of the way back to it. */
export type TournamentPlace = { name: string; path: string; back: string };

/** The Mantecup and the league as the site names them now: the league's name and address are the teacher's (issue 46). */
export function tournamentPlaces(leagueName: string): Record<Tournament, TournamentPlace> {
  return {
    mantecup: { ...TOURNAMENT_PLACE_COPY.mantecup, path: MANTECUP_PATH },
    liga: { ...TOURNAMENT_PLACE_COPY.league(leagueName), path: leaguePath(leagueName) },
  };
}

/** The same, from the settings in the read cache. */
export async function readTournamentPlaces(context: Pick<AppContext, "db" | "reads">) {
  return tournamentPlaces((await readSiteSettings(context)).leagueName);
}

/**
 * For a page under the league's address (`/campeonatos/:liga/…`): the league when `segment` is its
 * address now; for an address it had before, the redirect to the same page at the new one
 * (thrown); for any other, a 404.
 */
export async function requireLeagueAddress(
  context: Pick<AppContext, "db" | "reads">,
  request: Request,
  segment: string,
): Promise<TournamentPlace> {
  const { liga } = await readTournamentPlaces(context);
  await requireCurrentAddress(context.db, request, `/campeonatos/${segment}`, liga.path);
  return liga;
}

/**
 * The tournament of a competition's page, feed or live channel, from its route: the league's under
 * `/campeonatos/:liga/` (its address checked: an old one redirects), the Mantecup's otherwise.
 */
export async function tournamentOfRoute(
  context: Pick<AppContext, "db" | "reads">,
  request: Request,
  liga: string | undefined,
): Promise<Tournament> {
  if (liga === undefined) return "mantecup";
  await requireLeagueAddress(context, request, liga);
  return "liga";
}
