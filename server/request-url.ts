import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/** Express's compiled `trust proxy` setting: whether the hop at this address may speak for the client. */
export type TrustProxy = (address: string, hop: number) => boolean;

const first = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  const comma = value?.indexOf(",") ?? -1;
  return (comma >= 0 ? value!.slice(0, comma) : value)?.trim() || undefined;
};

/**
 * The address a request is answered as: the site's configured origin and the request's path.
 * The Host and X-Forwarded-Host a request names are never part of it, so no link a
 * page, an email or a feed writes, and no page-cache key, depends on what a sender chose. Whether
 * the request itself came over https (the cookies' Secure flag) is read the way Express reads
 * `req.protocol` (X-Forwarded-Proto only from a trusted proxy).
 */
export function requestUrlOf(
  req: IncomingMessage,
  trust: TrustProxy,
  origin: string,
): { href: string; secure: boolean } {
  const trusted = trust(req.socket.remoteAddress ?? "", 0);
  const protocol =
    (trusted && first(req.headers["x-forwarded-proto"])) || ((req.socket as TLSSocket).encrypted ? "https" : "http");
  const path = req.url ?? "/";
  const address = `${origin}${path.startsWith("/") ? path : `/${path}`}`;
  let href = hrefOf.get(address);
  if (href === undefined) {
    try {
      href = new URL(address).href;
    } catch {
      href = new URL("/", origin).href;
    }
    // The site's pages are few; a flood of made-up addresses must not grow this without end.
    if (hrefOf.size >= 2_000) hrefOf.clear();
    hrefOf.set(address, href);
  }
  return { href, secure: protocol === "https" };
}

/** Each address as the URL parser writes it: read on every page-cache hit, parsed once. */
const hrefOf = new Map<string, string>();
