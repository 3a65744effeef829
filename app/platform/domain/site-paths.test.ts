import { describe, expect, it } from "vitest";
import { sameSitePath } from "./site-paths";

/** Spellings that a browser (or a server decoding them) follows to another host. */
const OFF_SITE = [
  "//evil.example/x",
  "///evil.example/x",
  "/.//evil.example/x",
  "/..//evil.example/x",
  "/a/..//evil.example/x",
  "/a/b/../..//evil.example/x",
  "/./%2F/evil.example",
  "/%2e//evil.example/x",
  "/%2E%2E//evil.example/x",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "/\\evil.example/x",
  "/\\/evil.example/x",
  "\\\\evil.example",
  "/%5cevil.example",
  "/%5C%5Cevil.example",
  "/\tevil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/ /evil.example",
  "/%20/evil.example",
  "/\u00a0/evil.example",
  "/\u0000/evil.example",
  "https://evil.example",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "/javascript:alert(1)//x".replace("/", ""),
  "data:text/html,x",
  "evil.example",
  "./x",
  "../x",
  "",
  "x".padStart(600, "/a"),
  "/././/evil.example",
  "/.%2e//evil.example",
  "/%2e%2e/%2e%2e//evil.example",
  "/.\\evil.example",
  "/..\\/evil.example",
];

describe("sameSitePath", () => {
  it(`refuses ${OFF_SITE.length} spellings that leave the site`, () => {
    expect(OFF_SITE.length).toBeGreaterThanOrEqual(40);
    for (const value of OFF_SITE) {
      const path = sameSitePath(value);
      expect(path, JSON.stringify(value)).toBeNull();
    }
  });

  it("keeps paths of the site, normalised", () => {
    expect(sameSitePath("/horarios")).toBe("/horarios");
    expect(sameSitePath("/admin/campeonatos?competicion=3#resultado")).toBe(
      "/admin/campeonatos?competicion=3#resultado",
    );
    expect(sameSitePath("/a/../horarios")).toBe("/horarios");
    expect(sameSitePath("/cursos/2-eso/")).toBe("/cursos/2-eso/");
    expect(sameSitePath("/")).toBe("/");
    expect(sameSitePath("/campeonatos/f%C3%BAtbol")).toBe("/campeonatos/f%C3%BAtbol");
  });

  it("refuses what is not text", () => {
    for (const value of [null, undefined, 3, {}, ["/x"]]) expect(sameSitePath(value)).toBeNull();
  });
});
