import type { IncomingMessage } from "node:http";
import proxyAddress from "proxy-addr";
import {
  type BrowserIdentity,
  newBrowserCookie,
  readBrowserIdentity,
} from "../../app/platform/server/browser-id.server";
import { requestUrlOf, type TrustProxy } from "../request-url";
import { limitedAddress } from "../../app/platform/domain/network-addresses";

/** A page a person looks at (not its data for client navigation, a feed or a stream). */
export const isPageView = (pathname: string, accept: string | undefined) =>
  !pathname.endsWith(".data") && /text\/html/i.test(accept ?? "");

/** What the door learnt of a request's browser: its identity, if it sent one, and the cookie that gives it one. */
export type Arrival = { identity: BrowserIdentity | null; setCookie: string | null };

/** Kept on the request it belongs to (no WeakMap entry per request for the collector to clear). */
const ARRIVAL = Symbol("arrival");
type Arriving = IncomingMessage & { [ARRIVAL]?: Arrival };

/**
 * The browser's identity for the limits (docs/decisions/008), read once at the server's door for
 * both paths, the page cache's hits and Express. A browser gets one when it views a page, never
 * from a write: a script posting blindly (even to a URL that answers 405) gets none, and the
 * request that receives one still counts as a new browser.
 */
export function browserIdentity(options: {
  cookieSecret: string;
  trustProxy: TrustProxy;
  publicOrigin: () => string;
}): (req: IncomingMessage) => Arrival {
  const { cookieSecret, trustProxy, publicOrigin } = options;
  return (req) => {
    const identity = readBrowserIdentity(req.headers.cookie, cookieSecret);
    let setCookie: string | null = null;
    if (!identity && req.method === "GET") {
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      if (isPageView(query >= 0 ? url.slice(0, query) : url, req.headers.accept)) {
        const { secure } = requestUrlOf(req, trustProxy, publicOrigin());
        setCookie = newBrowserCookie(cookieSecret, secure, limitedAddress(proxyAddress(req, trustProxy))).setCookie;
      }
    }
    const arrival = { identity, setCookie };
    (req as Arriving)[ARRIVAL] = arrival;
    return arrival;
  };
}

/** The identity the door read for this request (null for a request that did not pass it, as in tests). */
export const identityOf = (req: IncomingMessage): BrowserIdentity | null =>
  (req as Arriving)[ARRIVAL]?.identity ?? null;
