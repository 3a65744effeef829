import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/sesion";
import { getStaff } from "~/platform/server/auth.server";
import { PRIVATE_PAGE_HEADERS } from "~/courses/index.server";
import { hasOrganiserDayPass } from "~/competitions/index.server";

/**
 * Whether this browser may enter results without the organiser password, for the public pages,
 * which are the same for everyone and so cannot say: signed in to the panel, or holding today's
 * organiser pass (the result dialog then skips the password). Nothing else of the session; never
 * stored by any cache.
 */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const staff = await getStaff(request, context);
  const organiserDay = staff === null && (await hasOrganiserDayPass(request, context));
  return Response.json({ signedIn: staff !== null, organiserDay }, { headers: PRIVATE_PAGE_HEADERS });
}
