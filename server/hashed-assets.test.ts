import { describe, expect, it } from "vitest";
import { acceptsEncoding } from "./hashed-assets";

describe("acceptsEncoding", () => {
  it("reads the browser's list, with or without weights", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip;q=1.0, br;q=0.8", "br")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
  });

  it("takes q=0 as a refusal", () => {
    expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
    expect(acceptsEncoding("br;q=0, gzip", "gzip")).toBe(true);
  });
});
