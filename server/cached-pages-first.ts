import type { IncomingMessage, ServerResponse } from "node:http";
import { VISIT_SET_COOKIE, type VisitTally } from "../app/platform/server/visits.server";
import { isPreviewUrl } from "../app/pages";
import type { Shareable } from "../app/platform/lib/route-handle";
import type { PageCache } from "./page-cache";
import { countsAsVisit } from "./request-handler";
import { requestUrlOf, type TrustProxy } from "./request-url";
import { protectiveHeaderList } from "./steps/security-headers";
import { writeStoredPage } from "./stored-page";

type FastPathOptions = {
  pageCache: PageCache;
  /** Whom the page at a path may be shared with (the routes' handles, looked up once per path). */
  shareableAt: (pathname: string) => Shareable;
  trustProxy: TrustProxy;
  /** The site's configured origin: pages are keyed by it, never by the Host a request names. */
  publicOrigin: () => string;
  production: boolean;
  visits: VisitTally;
};

/**
 * The page cache's hits, answered before Express: a plain `node:http` handler that
 * reads the request's key, sets the headers every answer carries and writes the stored bytes.
 * Anything else (a miss, a write, a personal request, a file) returns false and goes on to Express,
 * which serves it exactly as before. The cookies a hit may set are the same as Express's: the
 * browser's identity for the limits on its first page (given at the door, `identityCookie`), and the
 * visit marker.
 */
export function cachedPagesFirst(
  options: FastPathOptions,
): (req: IncomingMessage, res: ServerResponse, identityCookie: string | null) => boolean {
  const { pageCache, shareableAt, trustProxy, publicOrigin, production, visits } = options;
  return (req, res, identityCookie) => {
    if (req.method !== "GET" || !pageCache.enabled) return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query >= 0 ? url.slice(0, query) : url;
    const shareable = shareableAt(pathname);
    if (!shareable) return false;
    const { href, secure } = requestUrlOf(req, trustProxy, publicOrigin());
    // A page's preview (staff only) is nobody else's.
    if (query >= 0 && isPreviewUrl(href)) return false;
    const cookie = req.headers.cookie;
    const key = pageCache.keyFor({ method: "GET", url: href, cookie, shareable });
    const page = key ? pageCache.get(key) : null;
    if (!page) return false;

    const cookies: string[] = [];
    if (identityCookie) cookies.push(identityCookie);
    if (countsAsVisit(req, page.status, page.contentType, visits)) cookies.push(VISIT_SET_COOKIE);
    writeStoredPage(req, res, page, protectiveHeaderList({ secure, production }), cookies);
    return true;
  };
}
