/**
 * A burst of rendered pages (the break's first minute, the teacher's panel) grows V8's heap by a
 * hundred megabytes of garbage, and V8 gives it back only once its allocation rate has stayed low
 * for a while: 40–55 s after the burst on this project's load run. Once the server has
 * had no request for a couple of seconds, a full collection gives it back at once: nobody is
 * waiting for the pause it takes (86–173 ms on a slow day here), and a small server shared with other programs has its
 * memory back before the next break rather than a minute later. Needs `gc`, which the start
 * commands expose (`--expose-gc`: package.json, Dockerfile); without it nothing happens.
 */

import v8 from "node:v8";

/**
 * A full collection that also moves what is alive out of half-empty pages, so the pages go back to
 * the system: a plain `gc()` after a burst of renders freed 62 MB of objects and returned no page.
 * V8's own memory reducer compacts the same way, 40–55 s later.
 */
export function compactingCollection(gc: () => void) {
  return () => {
    v8.setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      v8.setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
}

type MemoryAfterBurstsOptions = {
  /** V8's full collection (`globalThis.gc` under `--expose-gc`); null does nothing. */
  collect: (() => void) | null;
  /** The heap V8 holds from the system; V8's own figure by default. */
  heapBytes?: () => number;
  now?: () => number;
  /** No request for this long is quiet (seen by the checks, once a second). */
  quietMs?: number;
  /** What the heap must have grown since the last collection for another to be worth it. */
  growthBytes?: number;
  /** At most one collection in this long, however the heap moves. */
  minIntervalMs?: number;
  /** Told of each collection, with the heap before and after, in MB. */
  log?: (entry: { heapBeforeMB: number; heapAfterMB: number; pauseMs: number }) => void;
};

export const QUIET_MS = 2_000;
export const GROWTH_BYTES = 32 * 1024 * 1024;
export const MIN_INTERVAL_MS = 30_000;

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

export function memoryAfterBursts(options: MemoryAfterBurstsOptions) {
  const {
    collect,
    heapBytes = () => v8.getHeapStatistics().total_heap_size,
    now = Date.now,
    quietMs = QUIET_MS,
    growthBytes = GROWTH_BYTES,
    minIntervalMs = MIN_INTERVAL_MS,
    log,
  } = options;
  // Requests are counted, not timed: a clock read on every request was 0.4 % of a page-cache hit.
  let arrivals = 0;
  let arrivalsSeen = 0;
  let busyAt = now();
  let lastCollectionAt = Number.NEGATIVE_INFINITY;
  // What the heap came down to last time (or held at the start): growth is measured from it.
  let settledBytes = heapBytes();
  let timer: NodeJS.Timeout | null = null;

  /** Whether a collection ran: the server is quiet, the heap has grown, and the last one is not recent. */
  function checkNow(): boolean {
    if (!collect) return false;
    const at = now();
    if (arrivals !== arrivalsSeen) {
      arrivalsSeen = arrivals;
      busyAt = at;
    }
    if (at - busyAt < quietMs || at - lastCollectionAt < minIntervalMs) return false;
    const before = heapBytes();
    if (before - settledBytes < growthBytes) {
      // A heap V8 shrank on its own is the new floor.
      settledBytes = Math.min(settledBytes, before);
      return false;
    }
    const started = performance.now();
    collect();
    const pauseMs = Math.round(performance.now() - started);
    lastCollectionAt = now();
    settledBytes = heapBytes();
    log?.({ heapBeforeMB: megabytes(before), heapAfterMB: megabytes(settledBytes), pauseMs });
    return true;
  }

  return {
    /** A request came: the server is not quiet. One addition, on every request. */
    requestArrived() {
      arrivals += 1;
    },
    checkNow,
    /** Looks once a second; the timer keeps no process alive. */
    start() {
      if (!collect || timer) return;
      timer = setInterval(checkNow, 1_000);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
