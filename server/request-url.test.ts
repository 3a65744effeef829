import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestUrlOf } from "./request-url";

const request = (url: string, headers: Record<string, string>, encrypted = false) =>
  ({ url, headers, socket: { remoteAddress: "10.0.0.2", encrypted } }) as unknown as IncomingMessage;
const trustNone = () => false;
const trustAll = () => true;

describe("requestUrlOf", () => {
  it("reads the address as the URL parser writes it, the same each time it is asked", () => {
    for (let i = 0; i < 2; i++) {
      expect(requestUrlOf(request("/blog?x=1", { host: "EF.example.es" }), trustNone)).toEqual({ href: "http://ef.example.es/blog?x=1", secure: false });
      expect(requestUrlOf(request("/a/../horarios", { host: "localhost:3000" }), trustNone).href).toBe("http://localhost:3000/horarios");
    }
  });

  it("believes X-Forwarded-Proto and -Host only from a trusted proxy", () => {
    const proxied = { host: "interno:3000", "x-forwarded-proto": "https, http", "x-forwarded-host": "ef.example.es" };
    expect(requestUrlOf(request("/", proxied), trustNone)).toEqual({ href: "http://interno:3000/", secure: false });
    expect(requestUrlOf(request("/", proxied), trustAll)).toEqual({ href: "https://ef.example.es/", secure: true });
    expect(requestUrlOf(request("/", { host: "ef.example.es" }, true), trustNone)).toEqual({ href: "https://ef.example.es/", secure: true });
  });

  it("answers as itself for a Host that is not a host name, and stays right after many addresses", () => {
    expect(requestUrlOf(request("/blog", { host: "no es un host" }), trustNone).href).toBe("http://localhost/blog");
    for (let i = 0; i < 2_500; i++) expect(requestUrlOf(request(`/blog?p=${i}`, { host: "ef.example.es" }), trustNone).href).toBe(`http://ef.example.es/blog?p=${i}`);
    expect(requestUrlOf(request("/blog?x=1", { host: "EF.example.es" }), trustNone).href).toBe("http://ef.example.es/blog?x=1");
  });
});
