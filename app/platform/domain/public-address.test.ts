import { describe, expect, it } from "vitest";
import { isPlausibleHostHeader, publicAddressOf, publicOriginOf, publicUrlField } from "./public-address";

describe("publicOriginOf", () => {
  it("keeps the scheme, host and port of a site's address", () => {
    expect(publicOriginOf("https://ef.iesejemplo.es")).toBe("https://ef.iesejemplo.es");
    expect(publicOriginOf(" https://EF.iesejemplo.es/ ")).toBe("https://ef.iesejemplo.es");
    expect(publicOriginOf("http://192.168.1.20:3000")).toBe("http://192.168.1.20:3000");
  });

  it("refuses what is not a site's root address", () => {
    for (const typed of [
      "ef.iesejemplo.es",
      "ftp://ef.es",
      "https://ef.es/blog",
      "https://a:b@ef.es",
      "https://ef.es/?x=1",
      "javascript:alert(1)",
      "",
    ]) {
      expect(publicOriginOf(typed), typed).toBeNull();
    }
  });
});

describe("publicAddressOf", () => {
  it("names the host with its port", () => {
    expect(publicAddressOf("http://localhost:3000")).toEqual({
      origin: "http://localhost:3000",
      host: "localhost:3000",
    });
  });
});

describe("publicUrlField", () => {
  it("gives the origin or a Spanish message", () => {
    expect(publicUrlField.parse("https://ef.es/")).toBe("https://ef.es");
    const refused = publicUrlField.safeParse("mi web");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/dirección completa/);
  });
});

describe("isPlausibleHostHeader", () => {
  it("accepts host names, addresses and ports", () => {
    for (const host of ["localhost:3000", "ef.iesejemplo.es", "127.0.0.1:8080", "[::1]:3000", undefined])
      expect(isPlausibleHostHeader(host), String(host)).toBe(true);
  });

  it("refuses long or odd Host headers", () => {
    for (const host of ["W".repeat(14_000), "a".repeat(261), "evil.example/path", "a b", "", "x\u0000y"])
      expect(isPlausibleHostHeader(host), host.slice(0, 20)).toBe(false);
  });
});
