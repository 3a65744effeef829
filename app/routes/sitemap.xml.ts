import type { Route } from "./+types/sitemap.xml";
import { appContext } from "~/platform/server/context.server";
import { listSitemapEntries, sitemapXml } from "~/site/index.server";

/** Every public page for search engines, with when it last changed. */
export async function loader({ context: router }: Route.LoaderArgs) {
  const { db, publicAddress } = router.get(appContext);
  const xml = sitemapXml(publicAddress.origin, await listSitemapEntries(db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
