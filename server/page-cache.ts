/**
 * A short-lived cache of whole pages, for every visitor whose page is the same as others'.
 *
 * Rendering a page with React costs ~10 ms of CPU; at break time hundreds of students ask for the
 * same few pages. A page is stored only when its route declares it shareable (`handle.shareable`),
 * nothing in the request can change what it shows (no notice cookie of ours, whatever its
 * `__Secure-`/`__Host-` prefix; the staff session and the course gates' cookies do not count,
 * since a shareable page reads neither, and a gated page is shared only by the same gate cookies)
 * and the response says it may be shared (200, HTML or route data, no Set-Cookie, not private
 * unless it is a gated page). Every committed write empties the cache at once, on
 * this instance and, through the live-events channel, on the others; the time limit bounds what
 * can still be stale (writes made outside the site, the clock passing a deadline).
 *
 * A page is kept as it is sent (server/stored-page.ts): compressed once, with its ETag and a CSP
 * that names its inline scripts by their hashes, so a hit writes stored bytes. The cache
 * is bounded in bytes, not in pages: a flood of made-up query strings cannot make it grow.
 */

import type { Shareable } from "../app/platform/lib/route-handle";
import { SESSION_COOKIE } from "../app/platform/server/auth.server";
import { BROWSER_COOKIE } from "../app/platform/server/browser-id.server";
import { someCookie } from "../app/platform/server/cookie-header.server";
import { GATE_COOKIE_PREFIX } from "../app/courses/index.server";
import { ORGANISER_DAY_COOKIE } from "../app/competitions/index.server";
import { VISIT_COOKIE } from "../app/platform/server/visits.server";
import type { StoredPage } from "./stored-page";

type PageCacheOptions = {
  /** How long a stored page may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Most bytes kept (compressed copies); the least recently used pages go first. */
  maxBytes?: number;
  /** Largest page kept (a sixteenth of the cache by default: a huge page is not worth the room it takes). */
  maxPageBytes?: number;
  now?: () => number;
};

/** Cookies that do not change what a page shows. Any other cookie of ours (ef_…) bypasses the cache. */
const NEUTRAL_COOKIES = new Set([VISIT_COOKIE, BROWSER_COOKIE, ORGANISER_DAY_COOKIE]);
/**
 * The teacher's session and the organiser's day pass: no shareable page reads them (the result
 * dialog asks `/admin/sesion` after load), so the teacher and the organiser are served the shared pages too. A student who opened a course carries its
 * gate cookie on every /cursos page: only the ranking and the group progress read it, and they are
 * keyed by it (server/shareable-routes.test.ts keeps both true).
 */
const isNeutral = (name: string) =>
  NEUTRAL_COOKIES.has(name) || name.startsWith(`${SESSION_COOKIE}.`) || name.startsWith(GATE_COOKIE_PREFIX);

/** Over https the session cookie is `__Secure-ef_staff…`: the prefix is not part of the name we check. */
const SECURE_PREFIX = /^__(Secure|Host)-/i;

/** Whether the request's cookies may change a shareable page (a notice to show, a cookie we do not know). */
export function hasPersonalCookies(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader?.includes("ef_")) return false;
  return someCookie(cookieHeader, (given) => {
    const name = given.replace(SECURE_PREFIX, "");
    return name.startsWith("ef_") && !isNeutral(name);
  });
}

/** The request's course-gate cookies, name and value, in one order: what a gated page's copy is shared by. */
export function courseGateCookies(cookieHeader: string | null | undefined): string {
  if (!cookieHeader) return "";
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(GATE_COOKIE_PREFIX))
    .sort()
    .join("; ");
}

/** Pages, their data, and pictures drawn the same for everyone (share cards). */
const SHAREABLE_TYPES = /^(text\/html|text\/x-script|image\/png)\b/i;

/**
 * Whether a response may be stored and shown to other visitors. A gated page says `private,
 * no-store` to the browser and any cache on the way; here it is kept under its gate cookies.
 */
export function isShareableResponse(
  response: { status: number; headers: Headers },
  shareable: Shareable = true,
): boolean {
  if (!shareable || response.status !== 200) return false;
  if (!SHAREABLE_TYPES.test(response.headers.get("Content-Type") ?? "")) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  if (shareable === "course-gate") return true;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

type Entry = { page: StoredPage; storedAt: number; usedAt: number };

/** 16 MB: about 600 stored pages (a large one is 20–25 KB in its two compressed copies). */
export const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export class PageCache {
  readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxPageBytes: number;
  private readonly now: () => number;
  private readonly pages = new Map<string, Entry>();
  private bytes = 0;
  /** Pages whose time is up and whose next copy one request is rendering (since when): the others get the old copy meanwhile. */
  private readonly refreshing = new Map<string, number>();
  /** Renders under way, by key: a request for the same page waits for it instead of rendering it again. */
  private readonly rendering = new Map<string, Promise<StoredPage | null>>();
  /** Bumped by every invalidation: a render that began before it is not stored. */
  private generation = 0;

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
    this.maxPageBytes = options.maxPageBytes ?? this.maxBytes / 16;
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.pages.size;
  }

  /** What the stored pages hold in memory, in bytes. */
  get sizeInBytes() {
    return this.bytes;
  }

  /** The cache key of a request that may be served from the cache, or null. */
  keyFor(request: { method: string; url: string; cookie: string | undefined; shareable: Shareable }): string | null {
    if (!this.enabled || !request.shareable) return null;
    // Only GET: a HEAD render has no body to keep.
    if (request.method !== "GET") return null;
    if (hasPersonalCookies(request.cookie)) return null;
    // A gated page's copy is shared only by the same gate cookies. Made-up cookie values get a copy
    // of their own, rendered (and so checked) for them: the locked page.
    return request.shareable === "course-gate" ? `${request.url}\n${courseGateCookies(request.cookie)}` : request.url;
  }

  /**
   * The stored page for a key, or null: then the caller renders it. When a page's time is up, the
   * first caller gets null and renders its next copy; until that copy is stored (or the render
   * gives up), the others get the old one, so no visitor waits for a render and a busy page is
   * rendered once, not by every connection at once. A write empties the cache: what was stored
   * before it is never served after it.
   */
  get(key: string): StoredPage | null {
    const entry = this.pages.get(key);
    if (!entry) return null;
    const now = this.now();
    if (now - entry.storedAt >= this.ttlMs) {
      const since = this.refreshing.get(key);
      if (since !== undefined && now - since < this.ttlMs) return entry.page;
      this.refreshing.set(key, now);
      return null;
    }
    // Most recently used last, so eviction takes the first. Moved at most once a second: on a
    // busy page, moving it on every hit was a hit's costliest line of our own.
    if (now - entry.usedAt >= 1_000) {
      entry.usedAt = now;
      this.pages.delete(key);
      this.pages.set(key, entry);
    }
    return entry.page;
  }

  /** A token to hand back to `store`: if anything was written meanwhile, the page is not kept. */
  beginRender(): number {
    return this.generation;
  }

  /** The render of this key under way, if any: its page (null if it was not one to keep). */
  renderUnderway(key: string): Promise<StoredPage | null> | undefined {
    return this.rendering.get(key);
  }

  /**
   * A render of a key starts: requests for the same key wait for it (`renderUnderway`). `finish`
   * stores the page (unless a write came meanwhile) or, with null, gives the turn up; only the
   * first call counts.
   */
  startRender(key: string): { finish: (page: StoredPage | null) => void } {
    const token = this.generation;
    let resolve: (page: StoredPage | null) => void = () => {};
    const underway = new Promise<StoredPage | null>((done) => (resolve = done));
    this.rendering.set(key, underway);
    let finished = false;
    return {
      finish: (page) => {
        if (finished) return;
        finished = true;
        if (this.rendering.get(key) === underway) this.rendering.delete(key);
        if (page) this.store(key, token, page);
        else this.refreshing.delete(key);
        resolve(page);
      },
    };
  }

  store(key: string, renderToken: number, page: StoredPage): boolean {
    this.refreshing.delete(key);
    if (renderToken !== this.generation || page.bytes > this.maxPageBytes) return false;
    const old = this.pages.get(key);
    if (old) this.remove(key, old);
    const now = this.now();
    this.pages.set(key, { page, storedAt: now, usedAt: now });
    this.bytes += page.bytes;
    for (const [oldest, entry] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    return true;
  }

  invalidate() {
    this.generation++;
    this.pages.clear();
    this.refreshing.clear();
    // A render that began before the write may finish, but no request after it waits for its page.
    this.rendering.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry) {
    this.pages.delete(key);
    this.bytes -= entry.page.bytes;
  }
}
