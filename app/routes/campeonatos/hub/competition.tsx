import type { Route } from "./+types/competition";
import { CompetitionPageView } from "~/competitions";
import { documentTitle } from "~/platform/copy/pages";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { loadCompetitionPage, handleResultEntry, requireHubAddress } from "~/competitions/index.server";
import { lastYearWithCompetition } from "~/archive/index.server";
import { appContext } from "~/platform/server/context.server";

import { withShareTags } from "~/platform/lib/share-meta";
import { tournamentTitle } from "~/platform/domain/site-settings";

/**
 * A competition's page, the tournament's or the league's (any the database holds), below its hub:
 * `/campeonatos/copa-primavera/futbol-masculino`, `/campeonatos/liga-bahia/liga-baloncesto`.
 */

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const { tournament } = await requireHubAddress(context, request, params.torneo);
  return loadCompetitionPage(context, request, params.competicion, tournament, lastYearWithCompetition);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const { tournament } = await requireHubAddress(context, request, params.torneo);
  return handleResultEntry({ request, context, slug: params.competicion, tournament });
}

export function meta({ data: page, matches, location }: Route.MetaArgs) {
  const name = page?.competition.name ?? "Competición";
  // The tournament's competitions say whose they are («Fútbol Femenino · Copa Primavera»); the league's are named after it.
  const hub = page?.competition.tournament === "torneo" ? page.home.name : null;
  return withShareTags({ matches, location }, [
    { title: documentTitle(hub ? `${name} · ${hub}` : name) },
    {
      name: "description",
      content: `Clasificación, próximos partidos y normativa de ${name}${hub ? ` en el ${tournamentTitle(hub)}` : ""}.`,
    },
  ]);
}

export default function CompetitionPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CompetitionPageView loaderData={loaderData} actionAnswer={actionData} />;
}
