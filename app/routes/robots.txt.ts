import type { Route } from "./+types/robots.txt";
import { robotsTxt } from "~/server/sitemap.server";

/** What crawlers may read: not the panel, previews, live streams or the pages behind a course password (issue 29). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
