import { describe, expect, it } from "vitest";
import {
  BROWSER_COOKIE,
  BURST_ESTABLISHED_AFTER_MS,
  ESTABLISHED_AFTER_MS,
  isEstablished,
  MINTS_BEFORE_BURST,
  newBrowserCookie,
  readBrowserIdentity,
} from "./browser-id.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const ADDRESS = "203.0.113.1";

describe("browser identity cookie", () => {
  it("reads back the id it set and when, among other cookies", () => {
    const now = Date.UTC(2027, 0, 25, 11, 15);
    const { id, setCookie } = newBrowserCookie(SECRET, false, ADDRESS, now);
    const pair = setCookie.split(";")[0]!;
    expect(readBrowserIdentity(`ef_visita=1; ${pair}; otra=2`, SECRET)).toEqual({ id, issuedAt: now, burst: false });
    expect(readBrowserIdentity(`${pair}`, SECRET)).toEqual({ id, issuedAt: now, burst: false });
    expect(readBrowserIdentity(`x${pair}; otra=2`, SECRET)).toBeNull();
    expect(readBrowserIdentity(`ef_navegador=; ${pair}`, SECRET)).toEqual({ id, issuedAt: now, burst: false });
    expect(readBrowserIdentity(`otra=ef_navegador=${pair.split("=")[1]}`, SECRET)).toBeNull();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(newBrowserCookie(SECRET, true, ADDRESS).setCookie).toMatch(/; Secure/);
  });

  it("gives every browser its own id", () => {
    expect(newBrowserCookie(SECRET, false, ADDRESS).id).not.toBe(newBrowserCookie(SECRET, false, ADDRESS).id);
  });

  it("gives hundreds of browsers in the same second their own signed ids, dated that second, and none signed with another key", () => {
    const second = Date.UTC(2027, 0, 25, 11, 15, 7);
    const ids = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const now = second + (i % 1000);
      const { id, setCookie } = newBrowserCookie(SECRET, false, `10.0.${i >> 8}.${i & 255}`, now);
      ids.add(id);
      expect(readBrowserIdentity(setCookie.split(";")[0], SECRET)).toEqual({ id, issuedAt: second, burst: false });
    }
    expect(ids.size).toBe(500);
    // Another key in the same second gets its own signatures, not what is left of the first's.
    const other = newBrowserCookie(
      "another-secret-of-thirty-two-characters",
      false,
      "10.1.0.1",
      second,
    ).setCookie.split(";")[0];
    expect(readBrowserIdentity(other, SECRET)).toBeNull();
    expect(
      readBrowserIdentity(newBrowserCookie(SECRET, false, "10.1.0.2", second).setCookie.split(";")[0], SECRET)
        ?.issuedAt,
    ).toBe(second);
    // The next second's identities are dated the next second.
    expect(
      readBrowserIdentity(newBrowserCookie(SECRET, false, "10.1.0.3", second + 1000).setCookie.split(";")[0], SECRET)
        ?.issuedAt,
    ).toBe(second + 1000);
  });

  it("is established only once it is some minutes old", () => {
    const now = Date.now();
    expect(isEstablished({ id: "x", issuedAt: now - ESTABLISHED_AFTER_MS + 1000, burst: false }, now)).toBe(false);
    expect(isEstablished({ id: "x", issuedAt: now - ESTABLISHED_AFTER_MS, burst: false }, now)).toBe(true);
    expect(isEstablished(null, now)).toBe(false);
  });

  it("is not an identity when forged, altered (its time too), signed with another key, or in the old form", () => {
    const { id, setCookie } = newBrowserCookie(SECRET, false, ADDRESS);
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

  it("keeps counting an address's burst while a flood of other addresses fills the count (it is not wiped)", () => {
    const now = Date.UTC(2027, 1, 4, 9, 0, 0);
    const mint = (address: string, at = now) =>
      readBrowserIdentity(newBrowserCookie(SECRET, false, address, at).setCookie.split(";")[0], SECRET)!;
    for (let i = 0; i < MINTS_BEFORE_BURST; i++) expect(mint("198.51.100.77").burst).toBe(false);
    for (let i = 0; i < 20_000; i++) mint(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(mint("198.51.100.77").burst).toBe(true);
    // An address first seen while the count is full is taken as part of the flood, until the window turns.
    expect(mint("198.51.100.78").burst).toBe(true);
    expect(mint("198.51.100.78", now + 10 * 60_000).burst).toBe(false);
  });

  it("counts any ten minutes, not fixed windows: a burst across a window's edge is marked", () => {
    // 60 identities in 18.8 s, half before ten past nine and half after.
    const edge = Date.UTC(2027, 1, 5, 9, 10, 0);
    const given = Array.from({ length: 60 }, (_, i) =>
      readBrowserIdentity(
        newBrowserCookie(SECRET, false, "198.51.100.120", edge - 9_400 + Math.round((i * 18_800) / 59)).setCookie.split(
          ";",
        )[0],
        SECRET,
      )!,
    );
    expect(given.filter((identity) => !identity.burst)).toHaveLength(MINTS_BEFORE_BURST);
    expect(given.slice(MINTS_BEFORE_BURST).every((identity) => identity.burst)).toBe(true);
  });

  it("marks identities one address is given in a burst: they count as new browsers for a week", () => {
    const now = Date.UTC(2027, 1, 3, 9, 0, 0);
    const values = Array.from(
      { length: 75 },
      (_, i) => newBrowserCookie(SECRET, false, "198.51.100.99", now + i * 1000).setCookie.split(";")[0]!,
    );
    const given = values.map((value) => readBrowserIdentity(value, SECRET)!);
    const tenMinutesLater = now + 75_000 + ESTABLISHED_AFTER_MS;
    expect(given.filter((identity) => isEstablished(identity, tenMinutesLater))).toHaveLength(MINTS_BEFORE_BURST);
    expect(given.slice(MINTS_BEFORE_BURST).every((identity) => identity.burst)).toBe(true);
    expect(given.every((identity) => isEstablished(identity, now + BURST_ESTABLISHED_AFTER_MS + 75_000))).toBe(true);
    // Another address in the same minutes is not part of that burst; ten minutes after its last, it is over.
    expect(
      readBrowserIdentity(newBrowserCookie(SECRET, false, "198.51.100.100", now).setCookie.split(";")[0], SECRET)!
        .burst,
    ).toBe(false);
    expect(
      readBrowserIdentity(
        newBrowserCookie(SECRET, false, "198.51.100.99", now + 75_000 + 10 * 60_000).setCookie.split(";")[0],
        SECRET,
      )!.burst,
    ).toBe(false);
    // The mark is signed: taking it off makes the cookie no identity at all.
    const marked = values[MINTS_BEFORE_BURST]!;
    expect(marked).toMatch(/\.\d+r\./);
    expect(readBrowserIdentity(marked.replace(/(\d+)r\./, "$1."), SECRET)).toBeNull();
  });
});
