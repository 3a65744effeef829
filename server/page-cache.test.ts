import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { hasPersonalCookies, isShareableResponse, PageCache } from "./page-cache";
import { prepareStoredPage } from "./stored-page";

const page = (body = "<p>hola</p>") =>
  prepareStoredPage({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body,
    nonce: "",
    secure: false,
  });
const bodyOf = (stored: ReturnType<typeof page> | null) => (stored ? gunzipSync(stored.gzip).toString() : null);

describe("hasPersonalCookies", () => {
  it("ignores no cookie, the visit marker and other sites' cookies", () => {
    expect(hasPersonalCookies(undefined)).toBe(false);
    expect(hasPersonalCookies("ef_visita=1")).toBe(false);
    expect(hasPersonalCookies("_ga=GA1.2; ef_visita=1; theme=dark")).toBe(false);
  });

  it("sees a pending notice, and any cookie of ours it does not know", () => {
    expect(hasPersonalCookies(" ef_toast=abc")).toBe(true);
    expect(hasPersonalCookies("ef_gate_2-eso=xyz; ef_toast=abc")).toBe(true);
    expect(hasPersonalCookies("ef_visita=1; ef_staff.session_token=abc; ef_toast=abc")).toBe(true);
    expect(hasPersonalCookies("ef_nueva=1")).toBe(true);
    expect(hasPersonalCookies("__Secure-ef_toast=abc")).toBe(true);
  });

  it("ignores a course gate's cookie: the pages that read it are keyed by it", () => {
    expect(hasPersonalCookies("ef_gate_2-eso=xyz")).toBe(false);
    expect(hasPersonalCookies("ef_visita=1; ef_gate_1-bachillerato=xyz; ef_gate_3-eso=abc")).toBe(false);
  });

  it("ignores the staff session, over http and behind its https prefixes: no shareable page reads it", () => {
    expect(hasPersonalCookies("ef_visita=1; ef_staff.session_token=abc")).toBe(false);
    expect(hasPersonalCookies("__Secure-ef_staff.session_token=abc")).toBe(false);
    expect(hasPersonalCookies("ef_visita=1; __Host-ef_staff.session_token=abc; __Secure-ef_staff.session_data=x")).toBe(
      false,
    );
    // The organiser's day pass is read by the result dialog's session check only.
    expect(hasPersonalCookies("ef_organiser_day=abc; ef_visita=1")).toBe(false);
    expect(hasPersonalCookies("__Secure-other=1")).toBe(false);
  });

  it("ignores the browser identity used by the limits", () => {
    expect(hasPersonalCookies("ef_navegador=abc.def; ef_visita=1")).toBe(false);
  });
});

describe("isShareableResponse", () => {
  const response = (status: number, headers: Record<string, string>, setCookie?: string) => {
    const h = new Headers(headers);
    if (setCookie) h.append("Set-Cookie", setCookie);
    return { status, headers: h };
  };

  it("shares a 200 page or route data with no cookie and no private caching", () => {
    expect(isShareableResponse(response(200, { "Content-Type": "text/html; charset=utf-8" }))).toBe(true);
    expect(isShareableResponse(response(200, { "Content-Type": "text/x-script" }))).toBe(true);
  });

  it("keeps to itself errors, redirects, streams, files, cookies and private pages", () => {
    expect(isShareableResponse(response(404, { "Content-Type": "text/html" }))).toBe(false);
    expect(isShareableResponse(response(503, { "Content-Type": "text/html" }))).toBe(false);
    expect(isShareableResponse(response(302, { Location: "/admin/entrar" }))).toBe(false);
    expect(isShareableResponse(response(200, { "Content-Type": "text/event-stream" }))).toBe(false);
    expect(isShareableResponse(response(200, { "Content-Type": "text/csv" }))).toBe(false);
    expect(isShareableResponse(response(200, { "Content-Type": "text/html" }, "ef_toast=; Max-Age=0"))).toBe(false);
    expect(
      isShareableResponse(response(200, { "Content-Type": "text/html", "Cache-Control": "private, no-store" })),
    ).toBe(false);
    expect(isShareableResponse(response(200, { "Content-Type": "text/html" }), false)).toBe(false);
  });

  it("keeps a gated page, private to browsers and caches on the way, under its gate cookies; never its errors or cookies", () => {
    const gated = { "Content-Type": "text/html", "Cache-Control": "private, no-store" };
    expect(isShareableResponse(response(200, gated), "course-gate")).toBe(true);
    expect(isShareableResponse(response(429, gated), "course-gate")).toBe(false);
    expect(isShareableResponse(response(200, gated, "ef_toast=x"), "course-gate")).toBe(false);
  });
});

describe("PageCache", () => {
  const request = (url: string, cookie?: string, method = "GET", shareable = true) => ({
    method,
    url,
    cookie,
    shareable,
  });

  it("serves a stored page until its time is up", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, now: () => now });
    const key = cache.keyFor(request("http://x/horarios"))!;
    expect(cache.get(key)).toBeNull();
    expect(cache.store(key, cache.beginRender(), page())).toBe(true);
    now += 9_999;
    expect(bodyOf(cache.get(key))).toBe("<p>hola</p>");
    now += 1;
    expect(cache.get(key)).toBeNull();
  });

  it("when a page's time is up, one request renders it again while the others get the old copy; a write leaves nothing old", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, now: () => now });
    cache.store("k", cache.beginRender(), page("<p>viejo</p>"));
    now += 10_000;
    // The first request after the time is up renders the page…
    expect(cache.get("k")).toBeNull();
    // …and meanwhile everyone else is answered at once with the old copy.
    expect(bodyOf(cache.get("k"))).toBe("<p>viejo</p>");
    const render = cache.startRender("k");
    render.finish(page("<p>nuevo</p>"));
    expect(bodyOf(cache.get("k"))).toBe("<p>nuevo</p>");

    // A render that gives up (not a page to keep) hands the turn to the next request.
    now += 10_000;
    expect(cache.get("k")).toBeNull();
    cache.startRender("k").finish(null);
    expect(cache.get("k")).toBeNull();

    // After a write there is no old copy to give.
    cache.invalidate();
    expect(cache.get("k")).toBeNull();
    expect(cache.get("k")).toBeNull();
  });

  it("lets requests for a page being rendered wait for that render instead of rendering it again", async () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    expect(cache.renderUnderway("k")).toBeUndefined();
    const render = cache.startRender("k");
    const waiting = cache.renderUnderway("k");
    expect(waiting).toBeDefined();
    const stored = page("<p>una vez</p>");
    render.finish(stored);
    render.finish(null); // only the first finish counts
    expect(await waiting).toBe(stored);
    expect(cache.renderUnderway("k")).toBeUndefined();
    expect(bodyOf(cache.get("k"))).toBe("<p>una vez</p>");
    // A render that began before a write neither stores its page nor hands it on as current.
    const slow = cache.startRender("k2");
    cache.invalidate();
    expect(cache.renderUnderway("k2")).toBeUndefined();
    slow.finish(page("<p>antes</p>"));
    expect(cache.get("k2")).toBeNull();
  });

  it("has no key for writes, HEAD, personal cookies, pages not declared shareable, or when turned off", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    expect(cache.keyFor(request("http://x/", undefined, "POST"))).toBeNull();
    expect(cache.keyFor(request("http://x/", undefined, "HEAD"))).toBeNull();
    expect(cache.keyFor(request("http://x/", "ef_toast=a"))).toBeNull();
    expect(cache.keyFor(request("http://x/?a=1", "ef_visita=1"))).toBe("http://x/?a=1");
    // A page whose route does not declare itself shareable is never stored.
    expect(cache.keyFor(request("http://x/cursos/ranking-amigable", undefined, "GET", false))).toBeNull();
    expect(new PageCache({ ttlMs: 0 }).keyFor(request("http://x/"))).toBeNull();
  });

  it("keys a gated page by the gate cookies alone, in any order, and shares it with the same cookies only", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    const gated = (cookie?: string) =>
      cache.keyFor({ method: "GET", url: "http://x/cursos/ranking-amigable", cookie, shareable: "course-gate" });
    const opened = gated("ef_visita=1; ef_gate_2-eso=AAA; ef_gate_3-eso=BBB; _ga=1");
    expect(opened).toBe(gated("ef_gate_3-eso=BBB; ef_navegador=z; ef_gate_2-eso=AAA; ef_staff.session_token=t"));
    expect(gated("ef_gate_2-eso=AAA")).not.toBe(opened);
    expect(gated("ef_gate_2-eso=FORGED; ef_gate_3-eso=BBB")).not.toBe(opened);
    expect(gated(undefined)).toBe(gated("ef_visita=1"));
    expect(gated("ef_gate_2-eso=AAA")).not.toBe(gated(undefined));
    // A pending notice still makes the page personal.
    expect(gated("ef_gate_2-eso=AAA; ef_toast=n")).toBeNull();
  });

  it("empties on a write, and a render that began before the write is not kept", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    cache.store("a", cache.beginRender(), page());
    const slowRender = cache.beginRender();
    cache.invalidate();
    expect(cache.get("a")).toBeNull();
    expect(cache.store("b", slowRender, page("<p>antes</p>"))).toBe(false);
    expect(cache.get("b")).toBeNull();
    expect(cache.store("b", cache.beginRender(), page("<p>después</p>"))).toBe(true);
  });

  /** Room for two pages of `page()`'s size, not three, with "a" stored before "b"; the clock is the caller's. */
  const cacheHoldingTwo = (clock: { now: number }) => {
    const one = page();
    const cache = new PageCache({
      ttlMs: 10_000,
      maxBytes: one.bytes * 2 + 1,
      maxPageBytes: one.bytes + 100,
      now: () => clock.now,
    });
    cache.store("a", cache.beginRender(), page());
    cache.store("b", cache.beginRender(), page());
    return { cache, one };
  };

  it("keeps within its bytes: forgets the least recently used page first and refuses a page too large for it", () => {
    const clock = { now: 0 };
    const { cache, one } = cacheHoldingTwo(clock);
    clock.now += 1_000;
    cache.get("a");
    cache.store("c", cache.beginRender(), page());
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    expect(cache.size).toBe(2);
    expect(cache.sizeInBytes).toBe(one.bytes * 2);
    // Storing a key again replaces its copy and its bytes.
    cache.store("a", cache.beginRender(), page());
    expect(cache.sizeInBytes).toBe(one.bytes * 2);
    // Larger than a page may be: not kept.
    const random = Array.from({ length: 400 }, (_, i) => ((i * 7919) % 65_521).toString(36)).join("");
    expect(cache.store("d", cache.beginRender(), page(random))).toBe(false);
    cache.invalidate();
    expect(cache.sizeInBytes).toBe(0);
  });

  it("counts a page as used at most once a second: within the second it was stored, the first stored goes first", () => {
    const clock = { now: 0 };
    const { cache } = cacheHoldingTwo(clock);
    clock.now += 999;
    expect(cache.get("a")).not.toBeNull();
    cache.store("c", cache.beginRender(), page());
    expect(cache.get("a")).toBeNull();
    expect(cache.get("b")).not.toBeNull();
    expect(cache.get("c")).not.toBeNull();
  });
});
