import { describe, expect, it } from "vitest";
import { isSlug, slugFromName } from "./slugs";

describe("slugFromName", () => {
  it("writes an address from a name: no accents, capitals, signs or doubled hyphens", () => {
    expect(slugFromName("Fútbol Sala Femenino")).toBe("futbol-sala-femenino");
    expect(slugFromName("4º ESO")).toBe("4-eso");
    expect(slugFromName("+Deporte")).toBe("deporte");
    expect(slugFromName("Cimas contra el Cáncer")).toBe("cimas-contra-el-cancer");
  });

  it("cuts at the limit without leaving a hyphen at the end", () => {
    expect(slugFromName("Patios Activos", 7)).toBe("patios");
    expect(isSlug(slugFromName("a".repeat(30) + " " + "b".repeat(40)))).toBe(true);
  });
});

describe("isSlug", () => {
  it("accepts what the tables' checks accept", () => {
    expect(isSlug("patios-activos")).toBe(true);
    expect(isSlug("Patios")).toBe(false);
    expect(isSlug("patios--activos")).toBe(false);
    expect(isSlug("-patios")).toBe(false);
    expect(isSlug("4-eso", 3)).toBe(false);
  });
});
