/**
 * A cap on open live streams: each holds a connection and a file descriptor for as long
 * as a page is open. Overall, and per address high enough for a school at break time (1,500
 * students each keeping a stream a few seconds, all behind one address), but never more than a
 * quarter of the overall cap (two addresses took every slot when an address could hold half).
 * Beyond it the stream is refused with 503 and Retry-After, and the page falls back to asking now
 * and then.
 */
export type LiveStreamSlots = {
  /** A slot for a new stream from this address, with the function that gives it back; null when full. */
  open(ip: string): (() => void) | null;
  readonly count: number;
};

/** However the caps are set, this many addresses at least share the slots: two cannot take them all. */
const ADDRESSES_AT_LEAST = 4;

export function createLiveStreamSlots({
  max,
  perAddress: configured,
}: {
  max: number;
  perAddress: number;
}): LiveStreamSlots {
  const perAddress = Math.min(configured, Math.max(1, Math.floor(max / ADDRESSES_AT_LEAST)));
  let total = 0;
  const byAddress = new Map<string, number>();
  return {
    open(ip) {
      const fromAddress = byAddress.get(ip) ?? 0;
      if (total >= max || fromAddress >= perAddress) return null;
      total++;
      byAddress.set(ip, fromAddress + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byAddress.get(ip) ?? 1) - 1;
        if (left > 0) byAddress.set(ip, left);
        else byAddress.delete(ip);
      };
    },
    get count() {
      return total;
    },
  };
}

/** The overall cap from the open-files limit: streams may take at most 60 % of it, the rest is for pages, files and the database. */
export const liveStreamCap = (configured: number, openFiles: number | null) =>
  openFiles === null ? configured : Math.max(1, Math.min(configured, Math.floor(openFiles * 0.6)));
