import { isbot } from "isbot";
// The web-streams renderer, not react-dom/server's Node one: the Node build keeps each render in an
// AsyncLocalStorage, and once one has run, Node calls an async hook on every request the process
// answers (a tenth of a page-cache hit's time). The web-streams build only uses it where
// the platform provides a global AsyncLocalStorage, which Node does not.
import { renderToReadableStream } from "react-dom/server.edge";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { appContext } from "~/platform/server/context.server";
import { NonceProvider } from "~/platform/components/nonce-provider";
import { isDatabaseUnavailable } from "~/platform/server/database-errors.server";
import { hydrationAfterPaint } from "~/platform/server/hydration-after-paint.server";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(appContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const timeout = AbortSignal.timeout(streamTimeout + 1000);
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: timeout,
      // A part that the server has rendered is written in place, however big the page: React
      // would otherwise move a finished Suspense boundary past the first 12.5 KB to the end of
      // the document, shown by a script, and a visitor without JavaScript would not see it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The built site hydrates after the first paint; development keeps Vite's scripts as they are.
  const html = import.meta.env.PROD ? body.pipeThrough(hydrationAfterPaint(nonce)) : body;
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors that no loader or action turned into an answer. One that means "the database is out of
 * reach" marks the request, so the server answers 503 (try again) rather than 500, for pages,
 * feeds and streams alike (server/request-handler.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    context.get(appContext).failures.databaseUnavailable = true;
    console.error(
      JSON.stringify({
        level: "error",
        msg: "database unavailable",
        path: new URL(request.url).pathname,
        error: String(error),
      }),
    );
    return;
  }
  console.error(error);
};
