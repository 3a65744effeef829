/**
 * A page the page cache keeps is kept as it is sent: compressed once (brotli and gzip), with its
 * ETag and its own CSP, so a hit writes stored bytes and nothing else (docs/decisions/023).
 *
 * The render's nonce cannot stay in bytes that every visitor gets, so the stored copy has none: its
 * inline scripts are named in its CSP by their SHA-256 hashes instead.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { acceptedEncodings } from "./hashed-assets";
import { contentSecurityPolicy } from "./steps/security-headers";

export type StoredPage = {
  status: number;
  /** The render's Content-Type (a page counts as a visit, route data does not). */
  contentType: string | null;
  /** What the render said (content type, cache control, vary…) plus the stored copy's CSP and ETag. */
  headers: readonly (readonly [string, string])[];
  /** The same headers as one flat list (name, value…), for `writeHead`. */
  headerList: readonly string[];
  etag: string;
  br: Buffer;
  gzip: Buffer;
  /** What the copy holds in memory, for the cache's limit in bytes. */
  bytes: number;
};

/** Good settings, paid once per stored copy: brotli 6 is 1.8 ms for the largest page (56 KB), within 12 % of brotli 11's bytes at a thirtieth of its time. */
const BROTLI_OPTIONS = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The render's body without its nonce attributes (React and React Router write them as ` nonce="…"`). */
export function withoutNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/** SHA-256 (base64) of every inline script that runs: what a CSP names them by. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** The copy to keep and send for a rendered page: no nonce, hashes in its CSP, compressed, with an ETag. */
export function prepareStoredPage(render: {
  status: number;
  headers: [string, string][];
  body: string | Buffer;
  nonce: string;
  secure: boolean;
  /** What a kept page's text says differently (the seed's pictures by their hashed names). */
  rewrite?: (text: string) => string;
}): StoredPage {
  const contentType = render.headers.find(([name]) => name === "content-type")?.[1] ?? null;
  const html = /^text\/html/i.test(contentType ?? "");
  // A page's text, or the bytes of a picture drawn for everyone (a share card).
  const rewrite = render.rewrite ?? ((text: string) => text);
  const body =
    typeof render.body === "string"
      ? Buffer.from(rewrite(html ? withoutNonce(render.body, render.nonce) : render.body))
      : render.body;
  const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  const vary = render.headers.find(([name]) => name === "vary")?.[1];
  const headers: [string, string][] = render.headers.filter(
    ([name]) => name !== "content-length" && name !== "vary" && name !== "content-security-policy",
  );
  headers.push(["Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"], ["ETag", etag]);
  // A browser keeps the page and asks again each time (If-None-Match): unchanged, it gets a 304.
  if (!headers.some(([name]) => name === "cache-control")) headers.push(["Cache-Control", "no-cache"]);
  if (html)
    headers.push([
      "Content-Security-Policy",
      contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString()) }, render.secure),
    ]);
  const br = zlib.brotliCompressSync(body, BROTLI_OPTIONS(body.length));
  const gzip = zlib.gzipSync(body, { level: 9 });
  const headerList = headers.flat();
  const bytes = br.length + gzip.length + headerList.reduce((sum, text) => sum + text.length, 0);
  return { status: render.status, contentType, headers, headerList, etag, br, gzip, bytes };
}

type PageEncoding = "br" | "gzip" | null;

/** The encoding to send a stored page in: brotli, gzip, or none (decompressed from the gzip copy). */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.br ? "br" : accepted.gzip ? "gzip" : null;
}

/** Whether the browser's copy is this one (`If-None-Match`, compared weakly). */
export function isUnchanged(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const tag = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === tag);
}

/** The body to send for the request's Accept-Encoding, and its Content-Encoding. */
function bodyFor(req: IncomingMessage, page: StoredPage): { body: Buffer; encoding: PageEncoding } {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  return { body: encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : zlib.gunzipSync(page.gzip), encoding };
}

/**
 * Sends a stored page through Express (the render that was just stored, or one another request
 * rendered): the headers the steps set stay, the page's own are added. 304 when the browser has it.
 */
export function sendStoredPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, cache: "hit" | "miss") {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", cache);
  if (page.status === 200 && isUnchanged(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  const { body, encoding } = bodyFor(req, page);
  res.statusCode = page.status;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Writes a hit on a response nothing has touched yet, in one `writeHead` with flat lists: the
 * headers every answer carries (`before`), the page's own, and this response's cookies. Setting
 * fifteen headers one by one was a tenth of a hit's time.
 */
export function writeStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  before: readonly string[],
  cookies: readonly string[],
) {
  const head: string[] = [...before, ...page.headerList, "X-Page-Cache", "hit"];
  for (const cookie of cookies) head.push("Set-Cookie", cookie);
  if (page.status === 200 && isUnchanged(req.headers["if-none-match"], page.etag)) {
    for (let i = 0; i < head.length; i += 2) if (head[i]!.toLowerCase() === "content-type") head.splice(i, 2);
    res.writeHead(304, head);
    res.end();
    return;
  }
  const { body, encoding } = bodyFor(req, page);
  if (encoding) head.push("Content-Encoding", encoding);
  head.push("Content-Length", String(body.length));
  res.writeHead(page.status, head);
  res.end(body);
}
