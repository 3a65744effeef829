import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/hub";
import { documentTitle } from "~/platform/copy/pages";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { withShareTags } from "~/platform/lib/share-meta";
import { LeagueHub, TournamentHub } from "~/competitions";

import {
  requireHubAddress,
  enrolInLeague,
  enrolInTournament,
  loadLeagueHub,
  loadTournamentHub,
} from "~/competitions/index.server";

/**
 * A hub of the championships: the tournament's page or the league's, each at the address
 * its name gives (`/campeonatos/copa-primavera`, `/campeonatos/liga-bahia`); an address either
 * had before redirects, any other is a 404.
 */

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { tournament, place } = await requireHubAddress(context, request, params.torneo);
  return tournament === "liga" ? loadLeagueHub(context, request, place) : loadTournamentHub(context, request, place);
}

export async function action(args: Route.ActionArgs) {
  const context = args.context.get(appContext);
  const { tournament, place } = await requireHubAddress(context, args.request, args.params.torneo);
  return tournament === "liga" ? enrolInLeague(args, place) : enrolInTournament(args, context, place);
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  return withShareTags({ matches, location }, [
    { title: documentTitle(data?.content.title ?? data?.place.name ?? "") },
    { name: "description", content: data?.content.tagline ?? "" },
  ]);
}

export default function Hub({ loaderData }: Route.ComponentProps) {
  return loaderData.hub === "liga" ? <LeagueHub hub={loaderData} /> : <TournamentHub hub={loaderData} />;
}
