import { createContext, RouterContextProvider } from "react-router";
import type { Staff } from "~/platform/domain/staff";
import type { Database } from "./db.server";
import type { LiveEvents } from "./live-events.server";
import type { ReadCache } from "./read-cache.server";
import type { Client, ClientLimits } from "./rate-limit.server";
import type { LiveStreamSlots } from "./live-streams.server";
import type { LinkCheckOptions } from "~/platform/domain/link-checks";
import type { BackupService, MailService } from "./services.server";
import type { PublicAddressHolder } from "./public-address.server";

/** What the Node server hands to every loader and action (easy to replace in tests). */
export type AppContext = {
  db: Database;
  /**
   * The site's configured public address: every absolute address a loader, an email or a
   * feed writes starts with it. Never the request's Host, which its sender chooses.
   */
  publicAddress: PublicAddressHolder;
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  /** Key that signs the flash-notice and gate cookies. */
  cookieSecret: string;
  /** The request came over https: cookies get the Secure flag. */
  secureCookies: boolean;
  events: LiveEvents;
  /**
   * Who is asking, for the limits: the address (X-Forwarded-For honoured only when TRUST_PROXY is
   * set) and the browser's signed identity cookie, if it sent one (docs/decisions/008).
   */
  client: Client;
  limits: ClientLimits;
  /**
   * Says that a write was committed: the page cache is emptied here and on every other instance.
   * Only the write paths call it, so a refused or empty request never empties the cache.
   */
  dataChanged: () => void;
  /** Read-mostly data (settings, the visit total) kept for a few seconds, emptied with the page cache. */
  reads: ReadCache;
  /**
   * Filled in while the request runs: the error handler marks a failure that was the database
   * being out of reach; the server then renders the Spanish 503 page instead (`answerUnavailable`,
   * read by the root middleware).
   */
  failures: { databaseUnavailable: boolean; answerUnavailable?: boolean };
  /**
   * Uploaded images: where they are stored and how big one may be; `received`, the image of this
   * request, already streamed to a temporary file by the server (server/upload-body.ts), so the
   * action never holds a whole upload in memory.
   */
  uploads: { dir: string; maxBytes: number; received?: ReceivedFile | null };
  /** The site's backups; null where the server runs none (tests). */
  backups: BackupService | null;
  /** Email: null where SMTP_URL is not set (the panel says email is off) and in tests that do not start it. */
  mail: MailService | null;
  /** Slots for live streams: a stream takes one while open (app/platform/server/live-streams.server.ts). */
  liveStreams: LiveStreamSlots;
  /** The panel's link check may reach loopback and private addresses: only tests turn it on (LINK_CHECK_ALLOW_PRIVATE). */
  linkCheck: LinkCheckOptions;
  /** Phones' push endpoints on this machine are accepted: only tests turn it on (PUSH_ALLOW_LOOPBACK). */
  pushEndpoints: { allowLoopback: boolean };
};

/** A file the server received in a multipart upload and wrote to a temporary file (removed after the request). */
export type ReceivedFile = { path: string; name: string; size: number; truncated: boolean };

/**
 * The server's context as React Router carries it. A loader or action reads it once,
 * `const context = router.get(appContext)`, and hands that plain object to the server modules.
 */
export const appContext = createContext<AppContext>();

/** The signed-in account, set by the panel's middleware for every page below `/admin`. */
export const staffContext = createContext<Staff>();

/** What React Router hands to loaders, actions and middleware. */
export type RouterContext = Readonly<RouterContextProvider>;

/** Wraps the server's context for React Router (the server, and tests that call a route directly). */
export function routerContext(context: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, context);
  return provider;
}
