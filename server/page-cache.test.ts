import { describe, expect, it } from "vitest";
import { hasPersonalCookies, isShareableResponse, PageCache, withNonce } from "./page-cache";

const page = (body = "<p>hola</p>") => ({ status: 200, headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][], body, nonce: "" });

describe("hasPersonalCookies", () => {
  it("ignores no cookie, the visit marker and other sites' cookies", () => {
    expect(hasPersonalCookies(undefined)).toBe(false);
    expect(hasPersonalCookies("ef_visita=1")).toBe(false);
    expect(hasPersonalCookies("_ga=GA1.2; ef_visita=1; theme=dark")).toBe(false);
  });

  it("sees a staff session or a pending notice", () => {
    expect(hasPersonalCookies("ef_visita=1; ef_staff.session_token=abc")).toBe(true);
    expect(hasPersonalCookies(" ef_toast=abc")).toBe(true);
    expect(hasPersonalCookies("ef_gate_2-eso=xyz; ef_toast=abc")).toBe(true);
  });

  it("ignores a course gate's cookie: only the gated pages read it, and they are never shared", () => {
    expect(hasPersonalCookies("ef_gate_2-eso=xyz")).toBe(false);
    expect(hasPersonalCookies("ef_visita=1; ef_gate_1-bachillerato=xyz; ef_gate_3-eso=abc")).toBe(false);
  });

  it("sees the session cookie over https, behind its __Secure- or __Host- prefix", () => {
    expect(hasPersonalCookies("__Secure-ef_staff.session_token=abc")).toBe(true);
    expect(hasPersonalCookies("ef_visita=1; __Host-ef_staff.session_token=abc")).toBe(true);
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
    expect(isShareableResponse(response(200, { "Content-Type": "text/html", "Cache-Control": "private, no-store" }))).toBe(false);
  });
});

describe("PageCache", () => {
  const request = (url: string, cookie?: string, method = "GET", shareable = true) => ({ method, url, cookie, shareable });

  it("serves a stored page until its time is up", () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, now: () => now });
    const key = cache.keyFor(request("http://x/horarios"))!;
    expect(cache.get(key)).toBeNull();
    expect(cache.store(key, cache.beginRender(), page())).toBe(true);
    now += 9_999;
    expect(cache.get(key)?.body).toBe("<p>hola</p>");
    now += 1;
    expect(cache.get(key)).toBeNull();
  });

  it("has no key for writes, HEAD, personal cookies, pages not declared shareable, or when turned off", () => {
    const cache = new PageCache({ ttlMs: 10_000 });
    expect(cache.keyFor(request("http://x/", undefined, "POST"))).toBeNull();
    expect(cache.keyFor(request("http://x/", undefined, "HEAD"))).toBeNull();
    expect(cache.keyFor(request("http://x/", "ef_staff.session_token=a"))).toBeNull();
    expect(cache.keyFor(request("http://x/?a=1", "ef_visita=1"))).toBe("http://x/?a=1");
    // A page whose route does not declare itself shareable is never stored.
    expect(cache.keyFor(request("http://x/cursos/ranking-amigable", undefined, "GET", false))).toBeNull();
    expect(new PageCache({ ttlMs: 0 }).keyFor(request("http://x/"))).toBeNull();
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

  it("forgets the least recently used page first and refuses huge bodies", () => {
    const cache = new PageCache({ ttlMs: 10_000, maxEntries: 2, maxBodyChars: 20 });
    cache.store("a", cache.beginRender(), page());
    cache.store("b", cache.beginRender(), page());
    cache.get("a");
    cache.store("c", cache.beginRender(), page());
    expect(cache.get("b")).toBeNull();
    expect(cache.get("a")).not.toBeNull();
    expect(cache.store("d", cache.beginRender(), page("x".repeat(21)))).toBe(false);
    expect(cache.size).toBe(2);
  });
});

describe("withNonce", () => {
  it("gives a stored page this response's nonce everywhere the render's nonce was", () => {
    const stored = { ...page('<script nonce="a+b/c==">1</script><script nonce="a+b/c==">2</script>'), nonce: "a+b/c==", storedAt: 0 };
    expect(withNonce(stored, "NEW")).toBe('<script nonce="NEW">1</script><script nonce="NEW">2</script>');
    expect(withNonce({ ...stored, nonce: "" }, "NEW")).toBe(stored.body);
  });
});
