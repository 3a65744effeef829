import type { Database } from "./server/db.server";
import type { LiveEvents } from "./server/live-events.server";
import type { Client, ClientLimits } from "./server/rate-limit.server";

/** What the Node server hands to every loader and action (easy to replace in tests). */
export type AppContext = {
  db: Database;
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
  /** Filled in while the request runs (by the error handler): turns an unexpected 500 into the right answer. */
  failures: { databaseUnavailable: boolean };
  /** Uploaded images: where they are stored and how big one may be. */
  uploads: { dir: string; maxBytes: number };
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
