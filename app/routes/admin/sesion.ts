import { appContext } from "~/server/context.server";
import type { Route } from "./+types/sesion";
import { getStaff } from "~/server/auth.server";
import { PRIVATE_PAGE_HEADERS } from "~/server/course-gate.server";

/**
 * Whether this browser is signed in to the panel, for the public pages, which are the same for
 * everyone and so cannot say (the result dialog skips the organiser password). Nothing else of the
 * session; never stored by any cache.
 */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const staff = await getStaff(request, router.get(appContext));
  return Response.json({ signedIn: staff !== null }, { headers: PRIVATE_PAGE_HEADERS });
}
