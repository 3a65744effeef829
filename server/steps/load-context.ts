import type { Request, Response } from "express";
import type { AppContext, ReceivedFile } from "../../app/platform/server/context.server";
import { isEstablished } from "../../app/platform/server/browser-id.server";
import type { ServerConfig } from "../../app/platform/server/config.server";
import type { Database } from "../../app/platform/server/db.server";
import type { LiveEvents } from "../../app/platform/server/live-events.server";
import type { ClientLimits } from "../../app/platform/server/rate-limit.server";
import type { ReadCache } from "../../app/platform/server/read-cache.server";
import { createLiveStreamSlots, liveStreamCap } from "../../app/platform/server/live-streams.server";
import type { BackupService, MailService } from "../../app/platform/server/services.server";
import type { PublicAddressHolder } from "../../app/platform/server/public-address.server";
import { identityOf } from "./browser-identity";

type ContextParts = {
  config: ServerConfig;
  publicAddress: PublicAddressHolder;
  db: Database;
  events: LiveEvents;
  cookieSecret: string;
  reads: ReadCache;
  dataChanged: () => void;
  openFiles: number | null;
  backups: BackupService | null;
  mail: MailService | null;
};

/** What loaders and actions get for a request: the database, the client, the limits, the caches. */
export function createLoadContext(parts: ContextParts): (req: Request, res: Response) => AppContext {
  const { config } = parts;
  const limits: ClientLimits = {
    writesPerBrowser: config.PUBLIC_WRITES_PER_MINUTE,
    newBrowserWritesPerAddress: config.NEW_BROWSER_WRITES_PER_MINUTE,
    writesPerAddress: config.ADDRESS_WRITES_PER_MINUTE,
    passwordAttemptsPerAddress: config.PASSWORD_ATTEMPTS_PER_ADDRESS,
    pushSubscriptionsPerAddress: config.PUSH_SUBSCRIPTIONS_PER_ADDRESS,
  };
  const liveStreams = createLiveStreamSlots({
    max: liveStreamCap(config.LIVE_STREAMS_MAX, parts.openFiles),
    perAddress: config.LIVE_STREAMS_PER_ADDRESS,
  });
  return (req, res) => {
    // Read at the server's door (./browser-identity.ts), which also gave a new browser its cookie.
    const identity = identityOf(req);
    return {
      db: parts.db,
      publicAddress: parts.publicAddress,
      nonce: String(res.locals.nonce),
      cookieSecret: parts.cookieSecret,
      secureCookies: req.secure,
      events: parts.events,
      client: {
        ip: req.ip ?? "desconocido",
        browserId: identity?.id ?? null,
        established: isEstablished(identity),
        identityIssuedAt: identity?.issuedAt,
      },
      limits,
      dataChanged: parts.dataChanged,
      reads: parts.reads,
      failures: { databaseUnavailable: false },
      uploads: {
        dir: config.uploadsDir,
        maxBytes: config.UPLOAD_MAX_BYTES,
        received: (res.locals.receivedFile as ReceivedFile | undefined) ?? null,
      },
      liveStreams,
      backups: parts.backups,
      mail: parts.mail,
      linkCheck: { allowPrivateAddresses: config.LINK_CHECK_ALLOW_PRIVATE === "on" },
      pushEndpoints: { allowLoopback: config.PUSH_ALLOW_LOOPBACK === "on" },
    };
  };
}
