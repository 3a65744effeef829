import type { Route } from "./+types/tarjeta.png";
import { appContext } from "~/server/context.server";
import { shareCardFor } from "~/server/share-cards/index.server";
import { sameSitePath } from "~/domain/site-paths";

/** A page's share card (issue 29): `/tarjeta.png?ruta=/novedades?noticia=3`, 1200×630. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.searchParams.get("ruta") ?? "/";
  // A path of this site only (never `//otro.sitio`), of a sensible length.
  const safe = sameSitePath(path, 300) ?? "/";
  const png = await shareCardFor(router.get(appContext), safe, url.host);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" } });
}
