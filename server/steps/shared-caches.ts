import { ANY_CHANNEL, type LiveEvents } from "../../app/platform/server/live-events.server";
import { createReadCache } from "../../app/platform/server/read-cache.server";
import { PageCache } from "../page-cache";
import type { Log } from "./request-log";

/** Live-events channel on which any instance says "a write happened: drop your cached pages". */
const PAGE_CACHE_CHANNEL = "pages:changed";

/**
 * The page cache and the read cache, emptied together: by every live signal (a write's own, and a
 * saved result announced to live pages right after its commit: the refresh those pages then ask
 * for must not get a stored page), and by `dataChanged`, which also tells the other instances.
 * `alsoEmpty`: what else goes with them (the uploads kept in memory: a deleted photo is not sent again).
 */
export function sharedCaches({
  events,
  ttlMs,
  log,
  alsoEmpty,
}: {
  events: LiveEvents;
  ttlMs: number;
  log: Log;
  alsoEmpty?: () => void;
}) {
  const pageCache = new PageCache({ ttlMs });
  const reads = createReadCache();
  const emptyBoth = () => {
    pageCache.invalidate();
    reads.clear();
    alsoEmpty?.();
  };
  events.subscribe(ANY_CHANNEL, emptyBoth);
  const dataChanged = () => {
    emptyBoth();
    events.publish(PAGE_CACHE_CHANNEL, "").catch((error: unknown) => {
      log({
        t: new Date().toISOString(),
        level: "error",
        msg: "page cache: could not tell the other instances",
        error: String(error),
      });
    });
  };
  return { pageCache, reads, dataChanged };
}
