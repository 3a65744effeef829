import type { Route } from "./+types/kept-results";
import { appContext } from "~/platform/server/context.server";
import { handleKeptResult, requireHubAddress } from "~/competitions/index.server";

/**
 * Where an organiser's phone sends the results it kept while there was no signal, one at a time
 * (docs/decisions/044). POST only; JSON answers.
 */
export async function action({ request, params, context: router }: Route.ActionArgs) {
  const context = router.get(appContext);
  const { tournament } = await requireHubAddress(context, request, params.torneo);
  return handleKeptResult({ request, context, slug: params.competicion, tournament });
}
