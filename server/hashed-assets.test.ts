import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { acceptsEncoding, hashedAssetsFromMemory, onlyFilesIn } from "./hashed-assets";

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

describe("onlyFilesIn", () => {
  it("passes the folder's files to the file server and every other path straight on", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-public-"));
    fs.mkdirSync(path.join(dir, "img", "salón"), { recursive: true });
    fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
    fs.writeFileSync(path.join(dir, "img", "salón", "foto 1.svg"), "<svg/>");
    const served: string[] = [];
    const guard = onlyFilesIn(dir, (req) => served.push(req.path));
    const passedOn: string[] = [];
    for (const requestPath of [
      "/favicon.svg",
      "/img/sal%C3%B3n/foto%201.svg",
      "/horarios",
      "/img",
      "/img/salón/foto 1.svg",
      "/../favicon.svg",
    ]) {
      guard({ path: requestPath } as Request, {} as Response, () => passedOn.push(requestPath));
    }
    expect(served).toEqual(["/favicon.svg", "/img/sal%C3%B3n/foto%201.svg"]);
    expect(passedOn).toEqual(["/horarios", "/img", "/img/salón/foto 1.svg", "/../favicon.svg"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("hashedAssetsFromMemory", () => {
  const answer = (
    serve: (req: IncomingMessage, res: ServerResponse) => boolean,
    url: string,
    acceptEncoding?: string,
  ) => {
    const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {};
    const res = {
      // Headers as Node takes them: an object, or a flat list (name, value…).
      writeHead: (status: number, headers: Record<string, unknown> | string[]) =>
        Object.assign(sent, {
          status,
          headers: Array.isArray(headers)
            ? Object.fromEntries(headers.flatMap((name, i) => (i % 2 === 0 ? [[name, headers[i + 1]]] : [])))
            : headers,
        }),
      end: (body?: Buffer) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    const answered = serve(
      { method: "GET", url, headers: { "accept-encoding": acceptEncoding } } as IncomingMessage,
      res,
    );
    return { answered, ...sent };
  };

  it("sends the copy the browser accepts, read once, and leaves anything else to Express", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ef-assets-"));
    fs.writeFileSync(path.join(dir, "app-abc.js"), "console.log(1)");
    fs.writeFileSync(path.join(dir, "app-abc.js.br"), "BROTLI");
    fs.writeFileSync(path.join(dir, "app-abc.js.gz"), "GZIP");
    fs.writeFileSync(path.join(dir, "solo.css.br"), "sin original");
    fs.mkdirSync(path.join(dir, "carpeta"));
    const serve = hashedAssetsFromMemory(dir);

    const brotli = answer(serve, "/assets/app-abc.js", "gzip, deflate, br");
    expect(brotli.answered).toBe(true);
    expect(brotli.headers).toMatchObject({
      "Content-Type": "text/javascript; charset=utf-8",
      "Content-Encoding": "br",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(brotli.body?.toString()).toBe("BROTLI");
    // Kept from its first request: a change on disk is not seen (a hashed name never changes content).
    fs.writeFileSync(path.join(dir, "app-abc.js.gz"), "OTRO");
    expect(answer(serve, "/assets/app-abc.js?v=1", "gzip").body?.toString()).toBe("GZIP");
    expect(answer(serve, "/assets/app-abc.js").body?.toString()).toBe("console.log(1)");
    for (const url of ["/assets/otro.js", "/assets/solo.css", "/assets/carpeta", "/horarios"])
      expect(answer(serve, url, "br").answered).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
