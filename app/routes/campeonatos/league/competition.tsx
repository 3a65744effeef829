import type { Route } from "./+types/competition";
import { CompetitionPageView } from "~/competitions/components/competition-page";
import { documentTitle } from "~/platform/copy/pages";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { loadCompetitionPage } from "~/competitions/server/competition-page.server";
import { lastYearWithCompetition } from "~/archive/index.server";
import { appContext } from "~/platform/server/context.server";
import { handleResultEntry } from "~/competitions/server/result-entry.server";
import { requireLeagueAddress } from "~/competitions/server/tournaments.server";
import { withShareTags } from "~/platform/lib/share-meta";

/** A sport's league (/campeonatos/fernando-iii-league/:competicion, the league's address being its name's): its table and fixtures. */

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  await requireLeagueAddress(context, request, params.liga);
  return loadCompetitionPage(context, request, params.competicion, "liga", lastYearWithCompetition);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  await requireLeagueAddress(context, request, params.liga);
  return handleResultEntry({ request, context, slug: params.competicion });
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  const name = page?.competition.name ?? "Competición";
  return withShareTags({ matches, location }, [
    { title: documentTitle(name) },
    { name: "description", content: `Clasificación, próximos partidos y normativa de ${name}.` },
  ]);
}

export default function LeagueCompetition({ loaderData, actionData }: Route.ComponentProps) {
  return <CompetitionPageView loaderData={loaderData} actionAnswer={actionData} />;
}
