import { randomBytes } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { AppContext, ReceivedFile } from "../app/server/context.server";
import { getStaff } from "../app/server/auth.server";
import { uploadBody } from "./upload-body";
import type { ServerConfig } from "../app/server/config.server";
import type { ClientLimits } from "../app/server/rate-limit.server";
import { isEstablished, newBrowserCookie, readBrowserIdentity } from "../app/server/browser-id.server";
import { type Database, pingDatabase } from "../app/server/db.server";
import { ANY_CHANNEL, type LiveEvents } from "../app/server/live-events.server";
import { createReadCache } from "../app/server/read-cache.server";
import { createLiveStreamSlots, liveStreamCap } from "../app/server/live-streams.server";
import type { BackupService } from "../app/server/backups/service.server";
import type { VisitTally } from "../app/server/visits.server";
import { PageCache } from "./page-cache";
import { hashedAssetsFromMemory, onlyFilesIn } from "./hashed-assets";
import { createPageHandler } from "./request-handler";

type AppDependencies = {
  config: ServerConfig;
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
  log?: (entry: Record<string, unknown>) => void;
  /** The open-files limit in force (after raising it), which bounds the live streams. */
  openFiles?: number | null;
  /** The site's backups (the server schedules them; the panel shows and starts them). */
  backups?: BackupService | null;
};

const UPLOAD_PATH = "/admin/imagenes";
/** Uploads received at once (each may hold a 12 MB file on disk and, while processed, in memory). */
const MAX_CONCURRENT_UPLOADS = 2;
/** Methods the site answers; anything else (TRACE, PUT…) gets a Spanish 405 before any route runs. */
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
/** How long /healthz waits for the database before it says it is unreachable. */
const HEALTH_TIMEOUT_MS = 3_000;
/** Live-events channel on which any instance says "a write happened: drop your cached pages". */
const PAGE_CACHE_CHANNEL = "pages:changed";

const jsonLog = (entry: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(entry)}\n`);

function contentSecurityPolicy(nonce: string, secure: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Style attributes come from React and Radix (positioning); no inline <style> from users.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function createApp(deps: AppDependencies) {
  const { config, db } = deps;
  const log = deps.log ?? jsonLog;
  const app = express();
  app.disable("x-powered-by");
  // Pages carry a fresh CSP nonce each time, so an ETag of the body could never match.
  app.set("etag", false);
  // Behind a proxy (several instances), trust its X-Forwarded-* for the client address and https.
  if (config.TRUST_PROXY) app.set("trust proxy", config.TRUST_PROXY);

  if (config.LOG_REQUESTS === "on") {
    app.use((req, res, next) => {
      const start = process.hrtime.bigint();
      res.on("finish", () => {
        log({
          t: new Date().toISOString(),
          level: res.statusCode >= 500 ? "error" : "info",
          method: req.method,
          path: req.originalUrl.split("?")[0],
          status: res.statusCode,
          ms: Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)),
          bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
        });
      });
      next();
    });
  }

  const clientDir = deps.clientDir ?? path.resolve("build/client");
  // The app's hashed JavaScript and CSS, from memory, before the page middleware (production only).
  if (!deps.viteMiddlewares) app.use(hashedAssetsFromMemory(path.join(clientDir, "assets")));

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (!deps.viteMiddlewares) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, req.secure));
    if (req.secure && config.isProduction) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  // Dynamic pages are compressed for each response, so the fastest settings: brotli quality 1
  // (with a 256 KB window: pages are smaller) and gzip level 1 cost a quarter of the defaults
  // (brotli 4, gzip 6) for 10-18 % more bytes (docs/decisions/010). Static files were compressed at
  // build time. Server-sent events must reach the browser as they are written, not when a block fills.
  app.use(
    compression({
      level: 1,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
      filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    }),
  );

  app.use((req, res, next) => {
    if (ALLOWED_METHODS.has(req.method)) {
      if (req.method !== "OPTIONS") return next();
      res.setHeader("Allow", "GET, HEAD, POST, OPTIONS");
      res.status(204).end();
      return;
    }
    res.setHeader("Allow", "GET, HEAD, POST, OPTIONS");
    res.status(405).type("text/plain; charset=utf-8").send("Método no permitido.");
  });

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      // A database that stops answering (rather than refusing) must not hang the health check.
      await withTimeout(pingDatabase(db), HEALTH_TIMEOUT_MS, "the database did not answer in time");
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      log({ t: new Date().toISOString(), level: "error", msg: "healthz: database unreachable", error: String(error) });
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  if (deps.viteMiddlewares) {
    app.use(deps.viteMiddlewares);
  } else {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(onlyFilesIn(clientDir, express.static(clientDir, { maxAge: "1h", index: false })));
  }
  // Uploaded images are named by their content's hash: they never change, so cache them for a year.
  app.use(
    "/subidas",
    express.static(config.uploadsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox"),
    }),
  );

  // Development renders every page afresh (code changes under it).
  const pageCache = new PageCache({ ttlMs: deps.viteMiddlewares ? 0 : config.PAGE_CACHE_SECONDS * 1000 });
  // Every live signal says that data changed: a write's own, and a saved result announced to live
  // pages right after its commit (the refresh those pages then ask for must not get a stored page).
  const reads = createReadCache();
  deps.events.subscribe(ANY_CHANNEL, () => {
    pageCache.invalidate();
    reads.clear();
  });
  /** A committed write: empty the page cache (and the read cache) here and tell the other instances. */
  const dataChanged = () => {
    pageCache.invalidate();
    reads.clear();
    deps.events.publish(PAGE_CACHE_CHANNEL, "").catch((error: unknown) => {
      log({ t: new Date().toISOString(), level: "error", msg: "page cache: could not tell the other instances", error: String(error) });
    });
  };
  const limits: ClientLimits = {
    writesPerBrowser: config.PUBLIC_WRITES_PER_MINUTE,
    newBrowserWritesPerAddress: config.NEW_BROWSER_WRITES_PER_MINUTE,
    writesPerAddress: config.ADDRESS_WRITES_PER_MINUTE,
    passwordAttemptsPerAddress: config.PASSWORD_ATTEMPTS_PER_ADDRESS,
  };
  const liveStreams = createLiveStreamSlots({ max: liveStreamCap(config.LIVE_STREAMS_MAX, deps.openFiles ?? null), perAddress: config.LIVE_STREAMS_PER_ADDRESS });
  /** What loaders and actions get: the database, the client, the limits, the caches. */
  const loadContext = (req: Request, res: Response): AppContext => {
    const identity = readBrowserIdentity(req.get("cookie"), deps.cookieSecret);
    // A browser gets its identity for the limits when it views a page, never from a write: a
    // script posting blindly (even to a URL that answers 405) gets none, and the request that
    // receives one still counts as a new browser (docs/decisions/008).
    if (!identity && req.method === "GET" && isPageView(req)) res.append("Set-Cookie", newBrowserCookie(deps.cookieSecret, req.secure).setCookie);
    return {
      db,
      nonce: String(res.locals.nonce),
      cookieSecret: deps.cookieSecret,
      secureCookies: req.secure,
      events: deps.events,
      client: { ip: req.ip ?? "desconocido", browserId: identity?.id ?? null, established: isEstablished(identity) },
      limits,
      dataChanged,
      reads,
      failures: { databaseUnavailable: false },
      uploads: { dir: config.uploadsDir, maxBytes: config.UPLOAD_MAX_BYTES, received: (res.locals.receivedFile as ReceivedFile | undefined) ?? null },
      liveStreams,
      backups: deps.backups ?? null,
      linkCheck: { allowPrivateAddresses: config.LINK_CHECK_ALLOW_PRIVATE === "on" },
    };
  };

  // The image upload streams to a temporary file, and only for staff (server/upload-body.ts).
  app.use(
    uploadBody({
      paths: [UPLOAD_PATH, `${UPLOAD_PATH}.data`],
      maxBytes: config.UPLOAD_MAX_BYTES,
      maxConcurrent: MAX_CONCURRENT_UPLOADS,
      log,
      async mayUpload(req, res) {
        const staff = await getStaff(new globalThis.Request(new URL(req.originalUrl, "http://localhost"), { headers: { cookie: req.get("cookie") ?? "" } }), loadContext(req, res));
        return staff?.role === "admin";
      },
    }),
  );

  // Writes must come from our own pages (CSRF defence in depth next to SameSite cookies).
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    if (origin) {
      let host: string | null = null;
      try {
        host = origin === "null" ? null : new URL(origin).host;
      } catch {
        host = null;
      }
      // `Origin: null` (a sandboxed frame, a privacy redirect) is as foreign as another site.
      if (host !== req.get("host")) {
        res.status(403).type("text/plain; charset=utf-8").send("Solicitud rechazada: el formulario no se envió desde esta web.");
        return;
      }
    }
    next();
  });

  // The body is read here, whole, counting bytes as they arrive (chunked bodies too): past the
  // limit the request is answered 413 and the connection closed, so nothing larger is ever held.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    // An upload's body was read already (its file to disk, its fields here).
    if (res.locals.body) return next();
    const limit = config.BODY_LIMIT_BYTES;
    const tooLarge = () => {
      if (res.headersSent) return;
      // What is still on its way is read and dropped for a moment, so the client can read the
      // answer (closing at once would reset the connection under it); then the connection goes.
      res.on("finish", () => {
        setTimeout(() => {
          if (!req.complete) req.socket.destroy();
        }, 2_000).unref();
      });
      res.status(413).type("text/plain; charset=utf-8").send("El envío es demasiado grande. Acorta el texto e inténtalo de nuevo.");
    };
    if (Number(req.get("content-length") ?? 0) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      res.locals.body = body;
      next();
    });
    req.on("error", () => {
      done = true;
      if (!res.headersSent) res.status(400).type("text/plain; charset=utf-8").send("El envío llegó incompleto.");
    });
  });

  const handler = createPageHandler({
    build: deps.build,
    mode: config.isProduction ? "production" : "development",
    pageCache,
    visits: deps.visits,
    getLoadContext: loadContext,
  });
  app.use((req, res, next) => {
    void handler(req, res, next);
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    log({ t: new Date().toISOString(), level: "error", msg: "unhandled request error", error: String(error) });
    if (res.headersSent) return;
    res.status(500).type("text/plain; charset=utf-8").send("Error interno del servidor. Inténtalo de nuevo más tarde.");
  });

  return app;
}

/** A page a person looks at (not its data for client navigation, a feed or a stream). */
const isPageView = (req: Request) => !req.path.endsWith(".data") && /text\/html/i.test(req.get("accept") ?? "");

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
