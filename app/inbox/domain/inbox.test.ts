import { describe, expect, it } from "vitest";
import { readInboxFilters } from "./inbox";

describe("readInboxFilters", () => {
  it("reads known values", () => {
    expect(readInboxFilters(new URLSearchParams("lista=proyectos&estado=nuevos&proyecto=Health+Leaders"))).toEqual({
      list: "proyectos",
      state: "nuevos",
      project: "Health Leaders",
      source: undefined,
    });
    expect(readInboxFilters(new URLSearchParams("origen=buzon")).source).toBe("buzon");
  });

  it("falls back to the defaults for anything else", () => {
    expect(
      readInboxFilters(new URLSearchParams("lista=constructor&estado=__proto__&proyecto=x&origen=toString")),
    ).toEqual({
      list: "mensajes",
      state: "todos",
      project: undefined,
      source: undefined,
    });
  });
});
