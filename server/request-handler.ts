import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../app/context";
import type { Database } from "../app/server/db.server";
import { isNewVisit, recordVisit, VISIT_SET_COOKIE } from "../app/server/visits.server";
import { isShareableResponse, type PageCache, withNonce } from "./page-cache";

type HandlerOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppContext;
  pageCache: PageCache;
  db: Database;
  /** Called after a write succeeded (the cache is emptied here and on the other instances). */
  onWrite: () => void;
};

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * Express → React Router, with the page cache in between. (Our own small adapter instead of
 * @react-router/express, because a stored page has to be read whole and replayed.)
 */
export function createPageHandler({ build, mode, getLoadContext, pageCache, db, onWrite }: HandlerOptions) {
  const handleRequest = createRequestHandler(build, mode);

  /** A browser's first page of its session counts as a visit (before the headers go out). */
  const countVisit = async (req: ExpressRequest, res: ExpressResponse, status: number, contentType: string | null) => {
    if (req.method !== "GET" || status >= 400 || !/^text\/html/i.test(contentType ?? "")) return;
    if (!isNewVisit(req.get("cookie"), req.get("user-agent"))) return;
    try {
      await recordVisit(db);
      res.append("Set-Cookie", VISIT_SET_COOKIE);
    } catch {
      // The database is away: the page is still worth sending; the visit is not counted.
    }
  };

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const context = getLoadContext(req, res);
      const url = requestUrl(req);
      const key = pageCache.keyFor({ method: req.method, url, cookie: req.get("cookie") });

      if (key) {
        const page = pageCache.get(key);
        if (page) {
          await countVisit(req, res, page.status, page.headers.find(([name]) => name === "content-type")?.[1] ?? null);
          res.status(page.status);
          for (const [name, value] of page.headers) res.append(name, value);
          res.setHeader("X-Page-Cache", "hit");
          res.send(withNonce(page, context.nonce));
          return;
        }
      }

      if (!isRead(req.method)) {
        res.on("finish", () => {
          if (res.statusCode < 400) onWrite();
        });
      }

      const renderToken = pageCache.beginRender();
      const response = await handleRequest(toFetchRequest(req, res, url), context);

      if (key && isShareableResponse(response)) {
        const body = await response.text();
        const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
        pageCache.store(key, renderToken, { status: response.status, headers, body, nonce: context.nonce });
        await countVisit(req, res, response.status, response.headers.get("Content-Type"));
        res.status(response.status);
        for (const [name, value] of headers) res.append(name, value);
        res.setHeader("X-Page-Cache", "miss");
        res.send(body);
        return;
      }
      await countVisit(req, res, response.status, response.headers.get("Content-Type"));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function requestUrl(req: ExpressRequest): string {
  try {
    return new URL(`${req.protocol}://${req.host}${req.originalUrl}`).href;
  } catch {
    // A Host header that is not a host name: answer as ourselves rather than fail.
    return new URL(req.originalUrl, "http://localhost").href;
  }
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
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (!isRead(req.method)) {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
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
