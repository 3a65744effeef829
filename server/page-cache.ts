/**
 * A short-lived cache of whole pages for anonymous visitors.
 *
 * Rendering a page with React costs ~10 ms of CPU; at break time hundreds of students ask for the
 * same few pages. A page is stored only when its route declares it shareable (`handle.shareable`),
 * nothing in the request can change what it shows (no session or notice cookie of ours, whatever
 * its `__Secure-`/`__Host-` prefix; a course gate's cookie does not count, since only the gated
 * pages read it and they are never shareable) and the response says it may be shared (200, HTML or
 * route data, no Set-Cookie, not private). Every committed write empties the cache at once, on
 * this instance and, through the live-events channel, on the others; the time limit bounds what
 * can still be stale (writes made outside the site, the clock passing a deadline).
 *
 * The CSP nonce of the render is remembered and replaced by each response's own nonce.
 */

import { BROWSER_COOKIE } from "../app/server/browser-id.server";
import { GATE_COOKIE_PREFIX } from "../app/server/course-gate.server";
import { VISIT_COOKIE } from "../app/server/visits.server";

type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the body was rendered with ("" when the body has none, like route data). */
  nonce: string;
  storedAt: number;
};

type PageCacheOptions = {
  /** How long a stored page may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Most pages kept; the least recently used go first. */
  maxEntries?: number;
  /** Largest body stored, in characters. */
  maxBodyChars?: number;
  now?: () => number;
};

/** Cookies that do not change what a page shows. Any other cookie of ours (ef_…) bypasses the cache. */
const NEUTRAL_COOKIES = new Set([VISIT_COOKIE, BROWSER_COOKIE]);
/**
 * A student who opened a course carries its gate cookie on every /cursos page; only the ranking
 * and the group progress read it, and a shareable route must not (server/shareable-routes.test.ts
 * checks it), so the course pages, news and achievements stay shared for them.
 */
const isNeutral = (name: string) => NEUTRAL_COOKIES.has(name) || name.startsWith(GATE_COOKIE_PREFIX);

/**
 * Whether the request's cookies may change a shareable page (a session, a notice to show). Over
 * https the session cookie is `__Secure-ef_staff…`: the prefix is not part of the name we check.
 */
export function hasPersonalCookies(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((part) => {
    const name = part.split("=")[0]!.trim().replace(/^__(Secure|Host)-/i, "");
    return name.startsWith("ef_") && !isNeutral(name);
  });
}

const SHAREABLE_TYPES = /^(text\/html|text\/x-script)\b/i;

/** Whether a response may be stored and shown to other anonymous visitors. */
export function isShareableResponse(response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  if (!SHAREABLE_TYPES.test(response.headers.get("Content-Type") ?? "")) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

export class PageCache {
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBodyChars: number;
  private readonly now: () => number;
  private readonly pages = new Map<string, CachedPage>();
  /** Bumped by every invalidation: a render that began before it is not stored. */
  private generation = 0;

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 300;
    this.maxBodyChars = options.maxBodyChars ?? 1_000_000;
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.pages.size;
  }

  /** The cache key of a request that may be served from the cache, or null. */
  keyFor(request: { method: string; url: string; cookie: string | undefined; shareable: boolean }): string | null {
    if (!this.enabled || !request.shareable) return null;
    // Only GET: a HEAD render has no body to keep.
    if (request.method !== "GET") return null;
    if (hasPersonalCookies(request.cookie)) return null;
    return request.url;
  }

  get(key: string): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (this.now() - page.storedAt >= this.ttlMs) {
      this.pages.delete(key);
      return null;
    }
    // Most recently used last, so eviction takes the first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** A token to hand back to `store`: if anything was written meanwhile, the page is not kept. */
  beginRender(): number {
    return this.generation;
  }

  store(key: string, renderToken: number, page: Omit<CachedPage, "storedAt">): boolean {
    if (renderToken !== this.generation || page.body.length > this.maxBodyChars) return false;
    this.pages.delete(key);
    this.pages.set(key, { ...page, storedAt: this.now() });
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    return true;
  }

  invalidate() {
    this.generation++;
    this.pages.clear();
  }
}

/** The body of a stored page with its render's nonce replaced by this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body;
}
