import type { Route } from "./+types/manifest.webmanifest";
import { appContext } from "~/platform/server/context.server";
import { webAppManifest } from "~/share";
import { getSiteSettings } from "~/platform/server/site-settings.server";

/** The installable web app: a phone's home screen opens the site at its home page. */
export async function loader({ context: router }: Route.LoaderArgs) {
  const settings = await getSiteSettings(router.get(appContext).db);
  return new Response(JSON.stringify(webAppManifest(settings.schoolName)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
