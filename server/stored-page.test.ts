import { createHash } from "node:crypto";
import { PassThrough } from "node:stream";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { withHashedImageNames } from "./image-names";
import {
  chooseEncoding,
  inlineScriptHashes,
  isUnchanged,
  prepareStoredPage,
  sendStoredPage,
  withoutNonce,
  writeStoredPage,
} from "./stored-page";

const NONCE = "Ab+/cdEFghIJklMNopQRst==";
const RENDER = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"/><script type="application/ld+json">{"a":1}</script></head><body><p>ñandú ✓</p><script nonce="${NONCE}">window.__ctx = {"x":"\\u003c/p>"};</script><script nonce="${NONCE}" type="module" async="">import "/assets/a.js";</script><script src="/assets/b.js" nonce="${NONCE}"></script></body></html>`;
const sha = (text: string) => createHash("sha256").update(text).digest("base64");

const prepared = (headers: [string, string][] = [["content-type", "text/html; charset=utf-8"]]) =>
  prepareStoredPage({ status: 200, headers, body: RENDER, nonce: NONCE, secure: true });

function send(page: ReturnType<typeof prepared>, headers: Record<string, string>, how: "express" | "fast" = "express") {
  const req = new IncomingMessage(new Socket());
  req.method = "GET";
  req.headers = headers;
  const res = new ServerResponse(req);
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.assignSocket(sink as unknown as Socket);
  if (how === "express") sendStoredPage(req, res, page, "hit");
  else
    writeStoredPage(
      req,
      res,
      page,
      ["X-Content-Type-Options", "nosniff"],
      ["ef_visita=1; Path=/", "ef_navegador=x; Path=/"],
    );
  const raw = Buffer.concat(chunks);
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split).toString().split("\r\n").slice(1);
  const values = (name: string) =>
    head.filter((line) => line.toLowerCase().startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trim());
  return {
    status: Number(raw.subarray(9, 12).toString()),
    header: (name: string) => values(name)[0],
    values,
    body: raw.subarray(split + 4),
  };
}

describe("a stored page", () => {
  it("has no nonce left and names each inline script that runs by its hash in its CSP, and nothing else", () => {
    const page = prepared();
    const html = gunzipSync(page.gzip).toString();
    expect(html).not.toContain(NONCE);
    expect(html).toBe(withoutNonce(RENDER, NONCE));
    const csp = page.headers.find(([name]) => name === "Content-Security-Policy")![1];
    const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src "))!;
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${sha('window.__ctx = {"x":"\\u003c/p>"};')}' 'sha256-${sha('import "/assets/a.js";')}'`,
    );
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).toContain("object-src 'none'");
  });

  it("finds every inline script the way a browser ends it, skipping data blocks and scripts with a source", () => {
    expect(
      inlineScriptHashes(
        '<SCRIPT>a()</SCRIPT ><script type="application/json">{}</script><script src="/x.js"></script><script>b()</script>',
      ),
    ).toEqual([sha("a()"), sha("b()")]);
  });

  it("is sent as brotli, gzip or plain, the same bytes each time, and answers 304 to its own ETag", () => {
    const page = prepared();
    const br = send(page, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.header("content-encoding")).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(withoutNonce(RENDER, NONCE));
    expect(br.header("vary")).toBe("Accept-Encoding");
    expect(br.header("cache-control")).toBe("no-cache");
    const gzip = send(page, { "accept-encoding": "gzip" });
    expect(gzip.header("content-encoding")).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(withoutNonce(RENDER, NONCE));
    const plain = send(page, {});
    expect(plain.header("content-encoding")).toBeUndefined();
    expect(plain.body.toString()).toBe(withoutNonce(RENDER, NONCE));
    expect(Number(plain.header("content-length"))).toBe(plain.body.length);

    const etag = String(br.header("etag"));
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = send(page, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(send(page, { "if-none-match": 'W/"otra"' }).status).toBe(200);
  });

  it("keeps what the render said about caching and adds Accept-Encoding to its Vary", () => {
    const page = prepared([
      ["content-type", "text/html"],
      ["cache-control", "private, no-store"],
      ["vary", "Cookie"],
    ]);
    expect(page.headers).toContainEqual(["cache-control", "private, no-store"]);
    expect(page.headers).toContainEqual(["Vary", "Cookie, Accept-Encoding"]);
    expect(page.headers.some(([name]) => name === "Cache-Control")).toBe(false);
  });

  it("says the seed's pictures by their hashed names before its scripts are hashed, in the page and in its data", () => {
    const names = new Map([["/img/profesor.svg", "/img/profesor.3f2a9c1b0d.svg"]]);
    const script = `window.data = "/img/profesor.svg";`;
    const page = prepareStoredPage({
      status: 200,
      headers: [["content-type", "text/html; charset=utf-8"]],
      body: `<img src="/img/profesor.svg"><script nonce="${NONCE}">${script}</script>`,
      nonce: NONCE,
      secure: true,
      rewrite: (text) => withHashedImageNames(text, names),
    });
    const hashed = script.replace("profesor.svg", "profesor.3f2a9c1b0d.svg");
    expect(gunzipSync(page.gzip).toString()).toBe(`<img src="/img/profesor.3f2a9c1b0d.svg"><script>${hashed}</script>`);
    // The CSP names the script the browser gets.
    expect(page.headers.find(([name]) => name === "Content-Security-Policy")?.[1]).toContain(
      `'sha256-${createHash("sha256").update(hashed).digest("base64")}'`,
    );
    const data = prepareStoredPage({
      status: 200,
      headers: [["content-type", "text/x-script"]],
      body: `["/img/profesor.svg"]`,
      nonce: NONCE,
      secure: true,
      rewrite: (text) => withHashedImageNames(text, names),
    });
    expect(gunzipSync(data.gzip).toString()).toBe(`["/img/profesor.3f2a9c1b0d.svg"]`);
  });

  it("route data has no CSP of its own and keeps its bytes", () => {
    const data = prepareStoredPage({
      status: 200,
      headers: [["content-type", "text/x-script"]],
      body: `[{"nonce":"${NONCE}"}]`,
      nonce: NONCE,
      secure: false,
    });
    expect(gunzipSync(data.gzip).toString()).toBe(`[{"nonce":"${NONCE}"}]`);
    expect(data.headers.some(([name]) => name === "Content-Security-Policy")).toBe(false);
  });

  it("is written the same in one writeHead on the fast path, with the answer's headers and cookies, and 304 without a type", () => {
    const page = prepared();
    const hit = send(page, { "accept-encoding": "br" }, "fast");
    expect(hit.status).toBe(200);
    expect(hit.header("x-content-type-options")).toBe("nosniff");
    expect(hit.header("x-page-cache")).toBe("hit");
    expect(hit.header("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.header("content-security-policy")).toContain("script-src 'self' 'sha256-");
    expect(hit.values("set-cookie")).toEqual(["ef_visita=1; Path=/", "ef_navegador=x; Path=/"]);
    expect(brotliDecompressSync(hit.body).toString()).toBe(withoutNonce(RENDER, NONCE));
    const unchanged = send(page, { "if-none-match": page.etag }, "fast");
    expect(unchanged.status).toBe(304);
    expect(unchanged.header("content-type")).toBeUndefined();
    expect(unchanged.header("etag")).toBe(page.etag);
    expect(unchanged.body.length).toBe(0);
  });
});

describe("chooseEncoding and isUnchanged", () => {
  it("prefers brotli, then gzip, and respects q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("brotli")).toBeNull();
  });

  it("gives the same answer each time a browser sends the same header, among many others", () => {
    for (let i = 0; i < 500; i++) expect(chooseEncoding(`gzip, x-${i}`)).toBe("gzip");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBeNull();
  });

  it("compares ETags weakly, in a list, and takes *", () => {
    expect(isUnchanged('"abc"', 'W/"abc"')).toBe(true);
    expect(isUnchanged('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(isUnchanged("*", 'W/"abc"')).toBe(true);
    expect(isUnchanged('W/"abd"', 'W/"abc"')).toBe(false);
    expect(isUnchanged(undefined, 'W/"abc"')).toBe(false);
  });
});
