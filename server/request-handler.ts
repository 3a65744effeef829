import type { IncomingMessage } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type AppContext, routerContext } from "../app/platform/server/context.server";
import { isNewVisit, VISIT_SET_COOKIE, type VisitTally } from "../app/platform/server/visits.server";
import { hasPersonalCookies, isShareableResponse, type PageCache } from "./page-cache";
import { requestUrlOf, type TrustProxy } from "./request-url";
import { prepareStoredPage, sendStoredPage } from "./stored-page";
import type { Shareable } from "../app/platform/lib/route-handle";
import { isPreviewUrl } from "../app/pages";

type HandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppContext;
  pageCache: PageCache;
  visits: VisitTally;
  /** Express's compiled `trust proxy`: the page cache's keys are read the same way here and in the fast path. */
  trustProxy: TrustProxy;
  /** The site's configured origin: the address every request is answered as. */
  publicOrigin: () => string;
  /** Whom the page at a path may be shared with (the same lookup the fast path uses). */
  shareableAt: (pathname: string) => Shareable;
  /** What a page kept for everyone says differently (the seed's pictures by their hashed names). */
  rewriteStoredText?: (text: string) => string;
};

const PAGE_OR_DATA = /^(text\/html|text\/x-script)\b/i;

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * Express → React Router, with the page cache in between. (Our own small adapter instead of
 * @react-router/express, because a stored page has to be read whole and replayed.)
 */
export function createPageHandler({
  build,
  mode,
  getLoadContext,
  pageCache,
  visits,
  trustProxy,
  publicOrigin,
  shareableAt,
  rewriteStoredText,
}: HandlerOptions) {
  const handleRequest = createRequestHandler(build, mode);

  const countVisit = (req: ExpressRequest, res: ExpressResponse, status: number, contentType: string | null) => {
    if (countsAsVisit(req, status, contentType, visits)) res.append("Set-Cookie", VISIT_SET_COOKIE);
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const context = getLoadContext(req, res);
      const { href: url, secure } = requestUrlOf(req, trustProxy, publicOrigin());
      const shareable = shareableAt(req.path);
      const personal = hasPersonalCookies(req.get("cookie"));
      // A page's preview (staff only) is nobody else's, whatever the route says.
      const preview = isPreviewUrl(url);
      const key = preview ? null : pageCache.keyFor({ method: req.method, url, cookie: req.get("cookie"), shareable });

      // A stored page was answered before Express (server/cached-pages-first.ts). The same page being
      // rendered for another request right now: its copy, when it is one to keep, is this one's too.
      const underway = key ? pageCache.renderUnderway(key) : undefined;
      const rendered = underway ? await underway : null;
      if (rendered) {
        countVisit(req, res, rendered.status, rendered.contentType);
        sendStoredPage(req, res, rendered, "hit");
        return;
      }

      const render = key ? pageCache.startRender(key) : null;
      try {
        let response = await handleRequest(toFetchRequest(req, res, url), routerContext(context));
        if (
          response.status === 500 &&
          context.failures.databaseUnavailable &&
          PAGE_OR_DATA.test(response.headers.get("Content-Type") ?? "")
        ) {
          // The database was out of reach: render the page (or its data) again as the Spanish 503
          // page; the root middleware answers it before any loader or action runs, so nothing runs
          // twice. Feeds and streams get the plain-text 503 below.
          context.failures.answerUnavailable = true;
          await response.body?.cancel();
          response = await handleRequest(toFetchRequest(req, res, url), routerContext(context));
        }
        response = answerForFailures(response, context);
        // A page rendered for a visitor with a notice (or one no route declared shareable) is
        // nobody else's: no cache on the way may keep it.
        if ((personal || !shareable || preview) && PAGE_OR_DATA.test(response.headers.get("Content-Type") ?? "")) {
          response.headers.set("Cache-Control", "private, no-store");
        }
        // A 410 (a course or project the teacher retired) is fresh forever to a browser that is
        // told nothing (Chromium keeps it like a 301): it must ask again, the teacher may bring it back.
        if (response.status === 410 && !response.headers.has("Cache-Control")) {
          response.headers.set("Cache-Control", "no-cache");
        }

        if (render && isShareableResponse(response, shareable)) {
          const textual = /^text\//i.test(response.headers.get("Content-Type") ?? "");
          const body = textual ? await response.text() : Buffer.from(await response.arrayBuffer());
          const page = prepareStoredPage({
            status: response.status,
            headers: [...response.headers.entries()],
            body,
            nonce: context.nonce,
            secure,
            rewrite: rewriteStoredText,
          });
          render.finish(page);
          countVisit(req, res, response.status, response.headers.get("Content-Type"));
          sendStoredPage(req, res, page, "miss");
          return;
        }
        countVisit(req, res, response.status, response.headers.get("Content-Type"));
        await sendResponse(res, response);
      } finally {
        // Not a page to keep (or the render failed): the next request renders it.
        render?.finish(null);
      }
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A browser's first page of its session counts as a visit (in memory: no write on the way); true
 * when it did, and the answer must set the visit cookie.
 */
export function countsAsVisit(
  req: IncomingMessage,
  status: number,
  contentType: string | null,
  visits: VisitTally,
): boolean {
  if (req.method !== "GET" || status >= 400 || !/^text\/html/i.test(contentType ?? "")) return false;
  if (!isNewVisit(req.headers.cookie, req.headers["user-agent"])) return false;
  visits.count();
  return true;
}

const UNAVAILABLE_TEXT =
  "Servicio no disponible: la web no puede acceder ahora a sus datos. Inténtalo de nuevo en unos minutos.";

/**
 * The error handler marks a request whose failure was the database being out of reach: whatever
 * the page or feed, that is a 503 (retry later), not a 500 ("Unexpected Server Error" becomes
 * Spanish too). A method a route does not answer is a Spanish 405.
 */
function answerForFailures(response: Response, context: AppContext): Response {
  const plainText =
    /^text\/plain/i.test(response.headers.get("Content-Type") ?? "") || !response.headers.get("Content-Type");
  if (response.status === 500 && context.failures.databaseUnavailable) {
    if (!plainText) return new Response(response.body, { status: 503, headers: response.headers });
    return new Response(UNAVAILABLE_TEXT, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" },
    });
  }
  if (response.status === 405 && !/^text\/html/i.test(response.headers.get("Content-Type") ?? "")) {
    const allow = response.headers.get("Allow") ?? "GET, HEAD";
    return new Response("Método no permitido en esta dirección.", {
      status: 405,
      headers: { "Content-Type": "text/plain; charset=utf-8", Allow: allow },
    });
  }
  return response;
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, url: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Loaders stop (and streams close) when the visitor goes away.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  // The body was read (and its size checked) by the body-limit middleware in app.ts.
  if (!isRead(req.method)) init.body = (res.locals.body as Uint8Array<ArrayBuffer> | undefined) ?? null;
  return new Request(url, init);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  // Server-sent events: the headers go out now, the events as they come.
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
