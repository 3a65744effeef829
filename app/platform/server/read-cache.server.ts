/**
 * Read-mostly data kept in memory for a few seconds, so a page rendered for one visitor (the
 * teacher, a student on a gated page) does not query what every page reads (the site's settings,
 * the visit total). Emptied by the same signal that empties the page cache (a committed write,
 * here or on another instance); the time limit bounds what can be stale otherwise (a write made
 * outside the site, visits saved by the tally every few seconds).
 */
export function createReadCache(now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    read<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failed read is not remembered: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** What `key` holds while it is fresh, without loading it; null otherwise. */
    peek<T>(key: string): Promise<T> | null {
      const hit = entries.get(key);
      return hit && hit.expiresAt > now() ? (hit.value as Promise<T>) : null;
    },
    /** Keeps a value read elsewhere, for a caller that keeps only some answers (`read` keeps every one). */
    keep<T>(key: string, ttlMs: number, value: T) {
      entries.set(key, { value: Promise.resolve(value), expiresAt: now() + ttlMs });
    },
    /** Everything read so far may be stale (a write was committed). */
    clear() {
      entries.clear();
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
