import { describe, expect, it } from "vitest";
import { readInboxFilters } from "./inbox";

const SIGNUP_PROJECTS = ["Health Leaders", "Patios Activos"];

describe("readInboxFilters", () => {
  it("reads known values", () => {
    expect(
      readInboxFilters(new URLSearchParams("lista=proyectos&estado=nuevos&proyecto=Health+Leaders"), SIGNUP_PROJECTS),
    ).toEqual({
      list: "proyectos",
      state: "nuevos",
      project: "Health Leaders",
      source: undefined,
    });
    expect(readInboxFilters(new URLSearchParams("origen=buzon"), SIGNUP_PROJECTS).source).toBe("buzon");
  });

  it("falls back to the defaults for anything else", () => {
    expect(
      readInboxFilters(
        new URLSearchParams("lista=constructor&estado=__proto__&proyecto=x&origen=toString"),
        SIGNUP_PROJECTS,
      ),
    ).toEqual({
      list: "mensajes",
      state: "todos",
      project: undefined,
      source: undefined,
    });
  });
});
