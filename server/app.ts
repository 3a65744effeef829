import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ServerConfig } from "../app/platform/server/config.server";
import type { Database } from "../app/platform/server/db.server";
import type { LiveEvents } from "../app/platform/server/live-events.server";
import type { BackupService, MailService, PushService } from "../app/platform/server/services.server";
import type { VisitTally } from "../app/platform/server/visits.server";
import { getStaff } from "../app/platform/server/auth.server";
import type { PublicAddressHolder } from "../app/platform/server/public-address.server";
import { isPlausibleHostHeader } from "../app/platform/domain/public-address";
import { filePaths, hashedAssetsFromMemory } from "./hashed-assets";
import { filesFromMemory } from "./files-from-memory";
import { isHashedImageName, readImageNames, withHashedImageNames } from "./image-names";
import { cachedPagesFirst } from "./cached-pages-first";
import type { LineWriter } from "./log-writer";
import { createPageHandler } from "./request-handler";
import type { TrustProxy } from "./request-url";
import { createRouteHandleLookup, routeHandlesOf, shareableOf } from "./route-handles";
import { uploadBody } from "./upload-body";
import { allowedMethods } from "./steps/allowed-methods";
import { boundedBody } from "./steps/bounded-body";
import { dynamicCompression } from "./steps/dynamic-compression";
import { healthCheck } from "./steps/health-check";
import { internalError } from "./steps/internal-error";
import { browserIdentity } from "./steps/browser-identity";
import { createLoadContext } from "./steps/load-context";
import { renderQueue } from "./steps/render-queue";
import { type Log, logRequest, requestLog } from "./steps/request-log";
import { sameOriginWrites } from "./steps/same-origin-writes";
import { SERVICE_WORKER_POLICY, securityHeaders } from "./steps/security-headers";
import { settledPasswords } from "./steps/settled-passwords";
import { sharedCaches } from "./steps/shared-caches";
import { staticFiles } from "./steps/static-files";

export type AppDependencies = {
  config: ServerConfig;
  /** The site's configured public address: requests are answered as made to it, whatever Host they name. */
  publicAddress: PublicAddressHolder;
  db: Database;
  events: LiveEvents;
  cookieSecret: string;
  /** Visits counted in memory, saved every few seconds (the server stops it at shutdown). */
  visits: VisitTally;
  /** Production: the built server bundle. Development: a function that asks Vite for it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middlewares (HMR, on-demand transforms). */
  viteMiddlewares?: express.RequestHandler;
  clientDir?: string;
  log?: Log;
  /** The open-files limit in force (after raising it), which bounds the live streams. */
  openFiles?: number | null;
  /** The site's backups (the server schedules them; the panel shows and starts them). */
  backups?: BackupService | null;
  /** Email: queues notices and sends the outbox; null without SMTP_URL. */
  mail?: MailService | null;
  /** Notices to phones: woken after every write to send what it recorded. */
  push?: PushService | null;
  /** The environment's passwords being stored at start: writes wait for it. */
  passwordsSettling?: Promise<void>;
  /** Where a line per request goes (LOG_REQUESTS=on), written off the event loop; null for none. */
  requestLines?: LineWriter | null;
};

/** Uploads received at once (each may hold a 12 MB file on disk and, while processed, in memory). */
const MAX_CONCURRENT_UPLOADS = 2;
/** Memory the uploaded photos kept for the fast path may take (a news page's six photos and their variants, many times over). */
const UPLOADS_KEPT_BYTES = 24 * 1024 * 1024;
/** Pages rendered at once (./steps/render-queue.ts): on one thread more would only take turns; 4 keep PostgreSQL's round trips overlapped. */
const RENDERS_AT_ONCE = 4;
/** The build's public files are a few hundred kilobytes: all of them fit. */
const PUBLIC_FILES_KEPT_BYTES = 8 * 1024 * 1024;

const jsonLog: Log = (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`);

/**
 * The site's server: the app's hashed files and the page cache's hits are answered first, before
 * Express (./hashed-assets.ts, ./cached-pages-first.ts); everything else meets the steps below,
 * each one small middleware of ./steps, in order.
 */
export function createApp(deps: AppDependencies): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, db } = deps;
  const log = deps.log ?? jsonLog;
  const built = !deps.viteMiddlewares;
  const clientDir = deps.clientDir ?? path.resolve("build/client");
  const app = express();
  app.disable("x-powered-by");
  // Pages carry a fresh CSP nonce each time, so an ETag of the body could never match.
  app.set("etag", false);
  // Behind a proxy (several instances), trust its X-Forwarded-* for the client address and https.
  if (config.TRUST_PROXY) app.set("trust proxy", config.TRUST_PROXY);

  const requestLines = config.LOG_REQUESTS === "on" ? (deps.requestLines ?? null) : null;
  if (requestLines) app.use(requestLog(requestLines));
  app.use(securityHeaders({ csp: built, production: config.isProduction }));
  app.use(dynamicCompression());
  app.use(allowedMethods());
  app.get("/healthz", healthCheck(db, log));
  if (deps.viteMiddlewares) app.use(deps.viteMiddlewares);
  app.use(staticFiles({ clientDir, uploadsDir: config.uploadsDir, built }));
  app.use(settledPasswords(deps.passwordsSettling));

  // Uploaded photos and their variants, from memory before the app: named by their hash, never changed.
  const uploads = filesFromMemory({
    dir: config.uploadsDir,
    mountPath: "/subidas/",
    names: null,
    cacheControl: "public, max-age=31536000, immutable",
    headers: { "Content-Security-Policy": "default-src 'none'; sandbox" },
    maxBytes: UPLOADS_KEPT_BYTES,
  });
  // Development renders every page afresh (code changes under it).
  const { pageCache, reads, dataChanged } = sharedCaches({
    events: deps.events,
    ttlMs: built ? config.PAGE_CACHE_SECONDS * 1000 : 0,
    log,
    alsoEmpty: () => {
      uploads.forget();
      deps.push?.wake();
    },
  });
  const loadContext = createLoadContext({
    ...deps,
    reads,
    dataChanged,
    openFiles: deps.openFiles ?? null,
    backups: deps.backups ?? null,
    mail: deps.mail ?? null,
  });
  const routeHandle = routeHandlesOf(deps.build);

  // An image upload streams to a temporary file, only for the teacher, on the route that says it takes one.
  app.use(
    uploadBody({
      takesUpload: async (pathname) => (await routeHandle(pathname))?.upload === true,
      maxBytes: config.UPLOAD_MAX_BYTES,
      maxConcurrent: MAX_CONCURRENT_UPLOADS,
      log,
      async mayUpload(req, res) {
        const request = new globalThis.Request(new URL(req.originalUrl, "http://localhost"), {
          headers: { cookie: req.get("cookie") ?? "" },
        });
        return (await getStaff(request, loadContext(req, res)))?.role === "admin";
      },
    }),
  );
  app.use(sameOriginWrites());
  app.use(boundedBody(config.BODY_LIMIT_BYTES));

  const trustProxy: TrustProxy = app.get("trust proxy fn");
  // In development the build changes under us (and the cache is off): nothing is shareable.
  const shareableLookup = typeof deps.build === "function" ? null : createRouteHandleLookup(deps.build);
  const shareableAt = (pathname: string) => (shareableLookup ? shareableOf(shareableLookup(pathname)) : false);
  const publicOrigin = () => deps.publicAddress.origin;
  // The seed's pictures by names with their content's hash (scripts/hash-images.mjs).
  const imageNames = built ? readImageNames(path.join(clientDir, "..", "image-names.json")) : new Map<string, string>();
  const handler = createPageHandler({
    build: deps.build,
    mode: config.isProduction ? "production" : "development",
    pageCache,
    visits: deps.visits,
    getLoadContext: loadContext,
    trustProxy,
    publicOrigin,
    shareableAt,
    rewriteStoredText: (text) => withHashedImageNames(text, imageNames),
  });
  app.use(renderQueue(RENDERS_AT_ONCE));
  app.use((req, res, next) => void handler(req, res, next));
  app.use(internalError(log));

  const storedPageFirst = cachedPagesFirst({
    pageCache,
    shareableAt,
    trustProxy,
    publicOrigin,
    production: config.isProduction,
    visits: deps.visits,
  });
  const identify = browserIdentity({ cookieSecret: deps.cookieSecret, trustProxy, publicOrigin });
  // The app's hashed JavaScript and CSS, from memory (production only).
  const hashedAsset = built ? hashedAssetsFromMemory(path.join(clientDir, "assets")) : () => false;
  // The build's other files (the favicon, the icons, the seed's pictures), from memory too.
  const publicFile = built
    ? filesFromMemory({
        dir: clientDir,
        mountPath: "/",
        names: new Set(
          filePaths(clientDir)
            .filter((p) => !p.startsWith("/assets/"))
            .map((p) => decodeURIComponent(p.slice(1))),
        ),
        cacheControl: "public, max-age=3600",
        cacheControlFor: (name) => (isHashedImageName(name) ? "public, max-age=31536000, immutable" : undefined),
        // An SVG opened on its own is a document: it runs nothing and loads nothing.
        headers: { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
        // The service worker: a new version reaches phones at once; it may load what it does and nothing else.
        headersByExtension: {
          ".js": { "Cache-Control": "no-cache", "Content-Security-Policy": SERVICE_WORKER_POLICY },
        },
        maxBytes: PUBLIC_FILES_KEPT_BYTES,
      }).serve
    : () => false;
  return (req, res) => {
    // A Host no host name can have (14,000 characters, a path) is refused before anything reads it.
    if (!isPlausibleHostHeader(req.headers.host)) {
      res
        .writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" })
        .end("Solicitud no válida: la cabecera Host no es un nombre de servidor.");
      return;
    }
    // No address of this site holds a NUL byte, and PostgreSQL text cannot: refused at the door.
    if (req.url?.includes("%00")) {
      res
        .writeHead(400, { "Content-Type": "text/plain; charset=utf-8" })
        .end("Solicitud no válida: la dirección contiene un carácter nulo.");
      return;
    }
    const startedAt = requestLines ? process.hrtime.bigint() : 0n;
    let answered = false;
    let identityCookie: string | null = null;
    try {
      answered = hashedAsset(req, res) || publicFile(req, res) || uploads.serve(req, res);
      // Past the files, one step reads the browser's identity for both paths (./steps/browser-identity.ts).
      if (!answered) {
        identityCookie = identify(req).setCookie;
        answered = storedPageFirst(req, res, identityCookie);
      }
    } catch (error) {
      log({
        t: new Date().toISOString(),
        level: "error",
        msg: "the path before Express failed; Express answers",
        error: String(error),
      });
      answered = res.headersSent;
    }
    if (!answered) {
      if (identityCookie) res.appendHeader("Set-Cookie", identityCookie);
      return app(req, res);
    }
    if (requestLines) logRequest(requestLines, { method: req.method, url: req.url ?? "/" }, res, startedAt);
  };
}
