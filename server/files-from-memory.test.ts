import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { type FilesFromMemory, filesFromMemory } from "./files-from-memory";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers with `files` and a 404 («left to the app») for anything they leave. */
async function serving(files: FilesFromMemory) {
  const server = http.createServer((req, res) => {
    if (!files.serve(req, res)) res.writeHead(404).end("left to the app");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: url, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    });
}

const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), "ef-files-"));

describe("filesFromMemory", () => {
  it("sends the build's listed files with their type, an ETag and an hour of caching; SVG brotli-compressed; a 304 when the browser has it", async () => {
    const dir = folder();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(60)}</svg>`;
    fs.mkdirSync(path.join(dir, "img"));
    fs.writeFileSync(path.join(dir, "favicon.svg"), svg);
    fs.writeFileSync(path.join(dir, "img", "logo centro.svg"), svg);
    fs.writeFileSync(path.join(dir, "not-listed.svg"), svg);
    const get = await serving(
      filesFromMemory({
        dir,
        mountPath: "/",
        names: new Set(["favicon.svg", "img/logo centro.svg"]),
        cacheControl: "public, max-age=3600",
        maxBytes: 1 << 20,
      }),
    );

    const plain = await get("/favicon.svg");
    expect(plain.status).toBe(200);
    expect(plain.headers).toMatchObject({
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    });
    expect(plain.body.toString()).toBe(svg);
    const compressed = await get("/favicon.svg", { "Accept-Encoding": "gzip, br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.body.length).toBeLessThan(svg.length);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(svg);
    expect((await get("/img/logo%20centro.svg")).body.toString()).toBe(svg);

    const again = await get("/favicon.svg", { "If-None-Match": plain.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Anything not listed, or outside the folder, is left to the app.
    for (const url of ["/not-listed.svg", "/", "/horarios", "/img/../favicon.svg", "/%2e%2e/favicon.svg"])
      expect((await get(url)).status, url).toBe(404);
  });

  it("sends an upload added after start, immutable with its sandbox; a name not there, a dot file or a path is left to the app", async () => {
    const dir = folder();
    const uploads = filesFromMemory({
      dir,
      mountPath: "/subidas/",
      names: null,
      cacheControl: "public, max-age=31536000, immutable",
      headers: { "Content-Security-Policy": "default-src 'none'; sandbox" },
      maxBytes: 1 << 20,
    });
    const get = await serving(uploads);
    expect((await get("/subidas/abc123.jpg")).status).toBe(404);
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    fs.writeFileSync(path.join(dir, "abc123.jpg"), photo);
    fs.writeFileSync(path.join(dir, ".secret.jpg"), photo);
    const sent = await get("/subidas/abc123.jpg", { "Accept-Encoding": "br" });
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({
      "content-type": "image/jpeg",
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; sandbox",
    });
    expect(sent.headers["content-encoding"]).toBeUndefined();
    expect(sent.body).toEqual(photo);
    for (const url of ["/subidas/.secret.jpg", "/subidas/sub/abc123.jpg", "/subidas/abc123.exe", "/subidas/%zz"])
      expect((await get(url)).status, url).toBe(404);

    // A deleted photo is not sent again once the caches are emptied (every write empties them).
    fs.rmSync(path.join(dir, "abc123.jpg"));
    expect((await get("/subidas/abc123.jpg")).status).toBe(200);
    uploads.forget();
    expect((await get("/subidas/abc123.jpg")).status).toBe(404);
  });

  it("keeps at most its bound: the oldest read leaves first and is read again when asked for", async () => {
    const dir = folder();
    for (const name of ["a", "b", "c"]) fs.writeFileSync(path.join(dir, `${name}.png`), Buffer.alloc(100, name));
    const get = await serving(
      filesFromMemory({ dir, mountPath: "/", names: null, cacheControl: "public", maxBytes: 350 }),
    );
    for (const name of ["a", "b", "c"]) expect((await get(`/${name}.png`)).status).toBe(200);
    // 350 bytes hold the three; a fourth pushes out the first read.
    fs.writeFileSync(path.join(dir, "d.png"), Buffer.alloc(100, "d"));
    expect((await get("/d.png")).status).toBe(200);
    fs.rmSync(path.join(dir, "a.png"));
    fs.rmSync(path.join(dir, "b.png"));
    expect((await get("/a.png")).status).toBe(404);
    expect((await get("/b.png")).status).toBe(200);
  });
});
