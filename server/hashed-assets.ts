import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

type Encoding = "br" | "gzip";
type Asset = {
  bodies: Partial<Record<Encoding | "identity", Buffer>>;
  /** Each body's headers, made once as a flat list (name, value…) for `writeHead`. */
  heads: Partial<Record<Encoding | "identity", string[]>>;
};

/** The build writes JavaScript and CSS into assets/ (the types Express would give them). */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

type Accepted = { br: boolean; gzip: boolean };
/** The answer for each Accept-Encoding seen: browsers send a handful of different ones, each on every request. */
const acceptedByHeader = new Map<string, Accepted>();
const NONE: Accepted = { br: false, gzip: false };

/** Which of the encodings the site keeps copies in a browser accepts, read once per header seen. */
export function acceptedEncodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    accepted = { br: acceptsEncoding(header, "br"), gzip: acceptsEncoding(header, "gzip") };
    // Made-up headers must not grow it without end.
    if (acceptedByHeader.size >= 200) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

/** Whether the browser accepts an encoding (a `q=0` refuses it). */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [token, ...params] = part.trim().split(";");
    if (token?.trim().toLowerCase() !== name) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

const SUFFIXES: Record<string, Encoding> = { ".br": "br", ".gz": "gzip" };

/**
 * The build's hashed files (`/assets/…`: the app's JavaScript and CSS, about 1 MB with their
 * compressed copies) held in memory and sent as they are: brotli or gzip made once at build time
 * (scripts/precompress.mjs), a year of caching (a hashed name never changes content). This runs
 * before Express, beside the page cache's hits: a script or a stylesheet needs none of
 * its steps, so a student's phone gets them as fast as a bare server would send them. The folder is
 * listed at start; each file is read the first time it is asked for (reading all 380 at start was
 * 30–40 ms of a warm start), and kept: the build does not change under a running server. Returns
 * false for anything else.
 */
export function hashedAssetsFromMemory(
  assetsDir: string,
  mountPath = "/assets/",
): (req: IncomingMessage, res: ServerResponse) => boolean {
  /** Each original name's files on disk, by encoding (listed at start). */
  const files = new Map<string, Partial<Record<Encoding | "identity", string>>>();
  /** The assets asked for so far, read. */
  const assets = new Map<string, Asset>();
  if (fs.existsSync(assetsDir)) {
    for (const entry of fs.readdirSync(assetsDir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const suffix = path.extname(entry.name);
      const encoding = SUFFIXES[suffix];
      const original = encoding ? entry.name.slice(0, -suffix.length) : entry.name;
      files.set(original, { ...files.get(original), [encoding ?? "identity"]: path.join(assetsDir, entry.name) });
    }
  }
  const assetNamed = (name: string): Asset | undefined => {
    const known = assets.get(name);
    if (known) return known;
    const paths = files.get(name);
    if (!paths?.identity) return undefined;
    // A few kilobytes the system has cached, once per file for the server's life.
    const type = TYPES[path.extname(name)] ?? "application/octet-stream";
    const asset: Asset = { bodies: {}, heads: {} };
    for (const [encoding, file] of Object.entries(paths) as [Encoding | "identity", string][]) {
      const body = fs.readFileSync(file);
      asset.bodies[encoding] = body;
      asset.heads[encoding] = [
        ...["Content-Type", type, "Content-Length", String(body.length)],
        ...["Cache-Control", "public, max-age=31536000, immutable", "Vary", "Accept-Encoding"],
        ...["X-Content-Type-Options", "nosniff"],
        ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      ];
    }
    assets.set(name, asset);
    return asset;
  };

  return (req, res) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(mountPath)) return false;
    const query = req.url.indexOf("?");
    const asset = assetNamed(req.url.slice(mountPath.length, query >= 0 ? query : undefined));
    const identity = asset?.bodies.identity;
    if (!asset || !identity) return false;
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    const encoding = (["br", "gzip"] as const).find((e) => asset.bodies[e] && accepted[e]);
    const body = encoding ? asset.bodies[encoding]! : identity;
    res.writeHead(200, asset.heads[encoding ?? "identity"]);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

/** Every file below `dir`, as the URL path that names it (`/img/logo-centro.svg`). */
export function filePaths(dir: string, prefix = "/"): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}${encodeURIComponent(entry.name)}`;
    return entry.isDirectory() ? filePaths(path.join(dir, entry.name), `${urlPath}/`) : [urlPath];
  });
}

/**
 * Hands to `serve` (express.static) only the requests for files the folder holds, listed once at
 * start: a page's path (`/horarios`) then costs no file-system lookup on its way to the page
 * handler (a `stat` per page request was an eighth of the CPU of a page served from the cache).
 */
export function onlyFilesIn(dir: string, serve: (req: Request, res: Response, next: NextFunction) => void) {
  const files = new Set(filePaths(dir));
  return (req: Request, res: Response, next: NextFunction) => (files.has(req.path) ? serve(req, res, next) : next());
}
