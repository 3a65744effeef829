import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { appContext } from "~/platform/server/context.server";
import { redirectFromOldAddress } from "~/platform/server/old-addresses.server";

// Any unknown URL: a page that moved answers with a redirect to its new address;
// anything else is a 404 rendered by the root error boundary, inside the site's header and footer.
export async function loader({ request, context }: Route.LoaderArgs) {
  throw (await redirectFromOldAddress(context.get(appContext).db, request)) ?? data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
