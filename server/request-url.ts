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
 * The address a request was made to, read the way Express reads `req.protocol` and `req.host`
 * (X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy), so the page cache's fast path
 * and the Express handler key a page alike.
 */
export function requestUrlOf(req: IncomingMessage, trust: TrustProxy): { href: string; secure: boolean } {
  const trusted = trust(req.socket.remoteAddress ?? "", 0);
  const protocol = (trusted && first(req.headers["x-forwarded-proto"])) || ((req.socket as TLSSocket).encrypted ? "https" : "http");
  const host = (trusted && first(req.headers["x-forwarded-host"])) || req.headers.host;
  const path = req.url ?? "/";
  const address = `${protocol}://${host}${path}`;
  let href = hrefOf.get(address);
  if (href === undefined) {
    try {
      href = new URL(address).href;
    } catch {
      // A Host header that is not a host name: answer as ourselves rather than fail.
      href = new URL(path, "http://localhost").href;
    }
    // The site's pages are few; a flood of made-up addresses must not grow this without end.
    if (hrefOf.size >= 2_000) hrefOf.clear();
    hrefOf.set(address, href);
  }
  return { href, secure: protocol === "https" };
}

/** Each address as the URL parser writes it: read on every page-cache hit, parsed once. */
const hrefOf = new Map<string, string>();
