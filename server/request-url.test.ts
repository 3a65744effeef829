import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestUrlOf } from "./request-url";

const request = (url: string, headers: Record<string, string>, encrypted = false) =>
  ({ url, headers, socket: { remoteAddress: "10.0.0.2", encrypted } }) as unknown as IncomingMessage;
const trustNone = () => false;
const trustAll = () => true;
const SITE = "https://ef.example.es";

describe("requestUrlOf", () => {
  it("answers every request as made to the configured address, whatever Host it names", () => {
    for (let i = 0; i < 2; i++) {
      expect(requestUrlOf(request("/blog?x=1", { host: "evil.example" }), trustNone, SITE)).toEqual({
        href: "https://ef.example.es/blog?x=1",
        secure: false,
      });
      expect(requestUrlOf(request("/a/../horarios", { host: "localhost:3000" }), trustNone, SITE).href).toBe(
        "https://ef.example.es/horarios",
      );
    }
    expect(
      requestUrlOf(request("/", { host: "interno", "x-forwarded-host": "phish.example" }), trustAll, SITE).href,
    ).toBe("https://ef.example.es/");
  });

  it("keeps a path that looks like another host as a path", () => {
    expect(requestUrlOf(request("//evil.example/x", { host: "ef.example.es" }), trustNone, SITE).href).toBe(
      "https://ef.example.es//evil.example/x",
    );
    expect(requestUrlOf(request("http://evil.example/x", { host: "ef.example.es" }), trustNone, SITE).href).toBe(
      "https://ef.example.es/http://evil.example/x",
    );
  });

  it("believes X-Forwarded-Proto only from a trusted proxy, for the cookies' Secure flag", () => {
    const proxied = { host: "interno:3000", "x-forwarded-proto": "https, http" };
    expect(requestUrlOf(request("/", proxied), trustNone, SITE).secure).toBe(false);
    expect(requestUrlOf(request("/", proxied), trustAll, SITE).secure).toBe(true);
    expect(requestUrlOf(request("/", { host: "ef.example.es" }, true), trustNone, SITE).secure).toBe(true);
  });

  it("stays right after many addresses", () => {
    for (let i = 0; i < 2_500; i++)
      expect(requestUrlOf(request(`/blog?p=${i}`, { host: `h${i}.example` }), trustNone, SITE).href).toBe(
        `https://ef.example.es/blog?p=${i}`,
      );
  });
});
