import type { Database } from "./server/db.server";
import type { LiveEvents } from "./server/live-events.server";

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
  /** The client's address (X-Forwarded-For honoured only when TRUST_PROXY is set): rate limits. */
  clientIp: string;
  /** Public form submissions allowed per client and minute (PUBLIC_WRITES_PER_MINUTE). */
  publicWritesPerMinute: number;
  /** Uploaded images: where they are stored and how big one may be. */
  uploads: { dir: string; maxBytes: number };
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
