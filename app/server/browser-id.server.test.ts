import { describe, expect, it } from "vitest";
import { BROWSER_COOKIE, newBrowserCookie, readBrowserId } from "./browser-id.server";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

describe("browser identity cookie", () => {
  it("reads back the id it set, among other cookies", () => {
    const { id, setCookie } = newBrowserCookie(SECRET, false);
    const pair = setCookie.split(";")[0]!;
    expect(readBrowserId(`ef_visita=1; ${pair}; otra=2`, SECRET)).toBe(id);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
    expect(newBrowserCookie(SECRET, true).setCookie).toMatch(/; Secure/);
  });

  it("gives every browser its own id", () => {
    expect(newBrowserCookie(SECRET, false).id).not.toBe(newBrowserCookie(SECRET, false).id);
  });

  it("is not an identity when forged, altered or signed with another key", () => {
    const { id, setCookie } = newBrowserCookie(SECRET, false);
    const value = setCookie.split(";")[0]!.split("=")[1]!;
    expect(readBrowserId(`${BROWSER_COOKIE}=${value}`, "another-secret-of-thirty-two-characters")).toBeNull();
    expect(readBrowserId(`${BROWSER_COOKIE}=${id}`, SECRET)).toBeNull();
    expect(readBrowserId(`${BROWSER_COOKIE}=${"A".repeat(22)}.${value.split(".")[1]}`, SECRET)).toBeNull();
    expect(readBrowserId(`${BROWSER_COOKIE}=`, SECRET)).toBeNull();
    expect(readBrowserId(undefined, SECRET)).toBeNull();
  });
});
