import { describe, expect, it } from "vitest";
import { BROWSER_COOKIE, ESTABLISHED_AFTER_MS, isEstablished, newBrowserCookie, readBrowserIdentity } from "./browser-id.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("browser identity cookie", () => {
  it("reads back the id it set and when, among other cookies", () => {
    const now = Date.UTC(2027, 0, 25, 11, 15);
    const { id, setCookie } = newBrowserCookie(SECRET, false, now);
    const pair = setCookie.split(";")[0]!;
    expect(readBrowserIdentity(`ef_visita=1; ${pair}; otra=2`, SECRET)).toEqual({ id, issuedAt: now });
    expect(readBrowserIdentity(`${pair}`, SECRET)).toEqual({ id, issuedAt: now });
    expect(readBrowserIdentity(`x${pair}; otra=2`, SECRET)).toBeNull();
    expect(readBrowserIdentity(`ef_navegador=; ${pair}`, SECRET)).toEqual({ id, issuedAt: now });
    expect(readBrowserIdentity(`otra=ef_navegador=${pair.split("=")[1]}`, SECRET)).toBeNull();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(newBrowserCookie(SECRET, true).setCookie).toMatch(/; Secure/);
  });

  it("gives every browser its own id", () => {
    expect(newBrowserCookie(SECRET, false).id).not.toBe(newBrowserCookie(SECRET, false).id);
  });

  it("gives hundreds of browsers in the same second their own signed ids, dated that second, and none signed with another key", () => {
    const second = Date.UTC(2027, 0, 25, 11, 15, 7);
    const ids = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const now = second + (i % 1000);
      const { id, setCookie } = newBrowserCookie(SECRET, false, now);
      ids.add(id);
      expect(readBrowserIdentity(setCookie.split(";")[0], SECRET)).toEqual({ id, issuedAt: second });
    }
    expect(ids.size).toBe(500);
    // Another key in the same second gets its own signatures, not what is left of the first's.
    const other = newBrowserCookie("another-secret-of-thirty-two-characters", false, second).setCookie.split(";")[0];
    expect(readBrowserIdentity(other, SECRET)).toBeNull();
    expect(readBrowserIdentity(newBrowserCookie(SECRET, false, second).setCookie.split(";")[0], SECRET)?.issuedAt).toBe(second);
    // The next second's identities are dated the next second.
    expect(readBrowserIdentity(newBrowserCookie(SECRET, false, second + 1000).setCookie.split(";")[0], SECRET)?.issuedAt).toBe(second + 1000);
  });

  it("is established only once it is some minutes old", () => {
    const now = Date.now();
    expect(isEstablished({ id: "x", issuedAt: now - ESTABLISHED_AFTER_MS + 1000 }, now)).toBe(false);
    expect(isEstablished({ id: "x", issuedAt: now - ESTABLISHED_AFTER_MS }, now)).toBe(true);
    expect(isEstablished(null, now)).toBe(false);
  });

  it("is not an identity when forged, altered (its time too), signed with another key, or in the old form", () => {
    const { id, setCookie } = newBrowserCookie(SECRET, false);
    const value = setCookie.split(";")[0]!.split("=")[1]!;
    const [, issued, signature] = value.split(".");
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${value}`, "another-secret-of-thirty-two-characters")).toBeNull();
    // Read once under its own key (and so remembered as checked), it is still refused under another.
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${value}`, SECRET)?.id).toBe(id);
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${value}`, "another-secret-of-thirty-two-characters")).toBeNull();
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${id}`, SECRET)).toBeNull();
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${"A".repeat(22)}.${issued}.${signature}`, SECRET)).toBeNull();
    // Backdating the identity to look established breaks its signature.
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${id}.${Number(issued) - 3600}.${signature}`, SECRET)).toBeNull();
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=${id}.${signature}`, SECRET)).toBeNull();
    expect(readBrowserIdentity(`${BROWSER_COOKIE}=`, SECRET)).toBeNull();
    expect(readBrowserIdentity(undefined, SECRET)).toBeNull();
  });
});
