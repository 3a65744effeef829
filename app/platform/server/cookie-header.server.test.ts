import { describe, expect, it } from "vitest";
import { someCookie } from "./cookie-header.server";

const cookiesOf = (header: string) => {
  const seen: [string, string][] = [];
  someCookie(header, (name, value) => (seen.push([name, value]), false));
  return seen;
};

describe("someCookie", () => {
  it("hands each cookie's name and value over, trimmed, in order", () => {
    expect(cookiesOf("ef_visita=1;  otra = dos ;sola; vacía=")).toEqual([
      ["ef_visita", "1"],
      ["otra", "dos"],
      ["sola", ""],
      ["vacía", ""],
    ]);
    expect(cookiesOf("a=b=c")).toEqual([["a", "b=c"]]);
    expect(cookiesOf("")).toEqual([]);
  });

  it("stops at the first cookie the visitor says yes to", () => {
    const names: string[] = [];
    expect(someCookie("a=1; b=2; c=3", (name) => (names.push(name), name === "b"))).toBe(true);
    expect(names).toEqual(["a", "b"]);
    expect(someCookie("a=1; b=2", () => false)).toBe(false);
  });
});
