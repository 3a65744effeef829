import type { Route } from "./+types/tarjeta.png";
import { appContext } from "~/platform/server/context.server";
import { CardsBusyError, shareCardFor } from "~/share/index.server";
import { sameSitePath } from "~/platform/domain/site-paths";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";

/** The same card for everyone (keyed by what it shows, never by Host): kept and sent as stored bytes, before the app. */
export const handle = SHAREABLE_PAGE;

/** A page's share card: `/tarjeta.png?ruta=/novedades?noticia=3`, 1200×630. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
  const path = new URL(request.url).searchParams.get("ruta") ?? "/";
  // A path of this site only (never `//otro.sitio`), of a sensible length.
  const safe = sameSitePath(path, 300) ?? "/";
  let png: Buffer;
  try {
    png = await shareCardFor(router.get(appContext), safe);
  } catch (error) {
    if (!(error instanceof CardsBusyError)) throw error;
    return new Response("Hay muchas tarjetas en preparación; inténtalo en unos segundos.", {
      status: 503,
      headers: { "Retry-After": "5", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
