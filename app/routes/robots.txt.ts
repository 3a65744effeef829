import type { Route } from "./+types/robots.txt";
import { appContext } from "~/platform/server/context.server";
import { robotsTxt } from "~/site/index.server";

/** What crawlers may read: not the panel, previews, live streams or the pages behind a course password. */
export function loader({ context: router }: Route.LoaderArgs) {
  return new Response(robotsTxt(router.get(appContext).publicAddress.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
