import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { acceptedEncodings } from "./hashed-assets";

/** Content types of the files the site serves besides its scripts (the ones Express would give). */
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/vnd.microsoft.icon",
  ".json": "application/json; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
};
/** Text-like types that shrink: sent brotli-compressed (made once) to a browser that takes it. */
const COMPRESSIBLE = new Set([".svg", ".ico", ".json", ".js", ".txt", ".xml"]);

type StoredFile = {
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  /** What `writeHead` is given, made once as flat lists (name, value…): for the bytes as they are, brotli, a 304. */
  heads: { identity: string[]; br: string[] | null; notModified: string[] };
};

export type FilesFromMemory = {
  /** Answers a GET or HEAD for one of its files (200, or 304 for a matching `If-None-Match`); false for anything else. */
  serve: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Drops what it keeps (a deleted upload must not be sent again). */
  forget: () => void;
};

/**
 * Files answered before the app, like a stored page: read the first time they are
 * asked for and kept, up to `maxBytes` in all (the oldest read leaves first), their ETag and
 * headers computed once, SVG and other text compressed once, and a 304 for the browser that has
 * them. `/favicon.svg` and a photo went through Express's static middleware at a twentieth of a
 * page's rate: a `stat`, an ETag and a stream for each request.
 *
 * - `names`: the files it may answer, listed at start (the build's), or `null` to look in `dir`
 *   (uploads, added while the server runs: a name that is not there is left to the app, a 404).
 * - `cacheControl`, `headers`: sent with each file (uploads carry their hash in their name:
 *   immutable; the build's public files keep their names: an hour).
 */
export function filesFromMemory(options: {
  dir: string;
  mountPath: string;
  names: ReadonlySet<string> | null;
  cacheControl: string;
  /** A file's own Cache-Control, when it is not `cacheControl` (a name with its content's hash). */
  cacheControlFor?: (name: string) => string | undefined;
  headers?: Record<string, string>;
  /** Headers that replace those for one kind of file (the service worker's script, `.js`). */
  headersByExtension?: Record<string, Record<string, string>>;
  maxBytes: number;
}): FilesFromMemory {
  const { dir, mountPath, names, cacheControl, maxBytes } = options;
  const kept = new Map<string, StoredFile>();
  let keptBytes = 0;

  const read = (name: string): StoredFile | null => {
    const known = kept.get(name);
    if (known) return known;
    if (names ? !names.has(name) : !/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name)) return null;
    const extension = path.extname(name).toLowerCase();
    const type = TYPES[extension];
    if (!type) return null;
    let identity: Buffer;
    try {
      // A file the system has cached: read once for as long as it is kept.
      identity = fs.readFileSync(path.join(dir, ...name.split("/")));
    } catch {
      return null;
    }
    const compressed = COMPRESSIBLE.has(extension)
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
      : null;
    const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 22)}"`;
    const br = compressed && compressed.length < identity.length ? compressed : null;
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Cache-Control": options.cacheControlFor?.(name) ?? cacheControl,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      ...options.headers,
      ...options.headersByExtension?.[extension],
      ...(compressed ? { Vary: "Accept-Encoding" } : {}),
    };
    const flat = (extra: Record<string, string>) => Object.entries({ ...headers, ...extra }).flat();
    const file: StoredFile = {
      etag,
      identity,
      br,
      heads: {
        identity: flat({ "Content-Length": String(identity.length) }),
        br: br ? flat({ "Content-Encoding": "br", "Content-Length": String(br.length) }) : null,
        notModified: Object.entries({
          ETag: etag,
          "Cache-Control": headers["Cache-Control"]!,
          ...(headers.Vary ? { Vary: headers.Vary } : {}),
        }).flat(),
      },
    };
    const size = identity.length + (file.br?.length ?? 0);
    if (size > maxBytes / 2) return file; // sent, not kept: one file never takes the room of many
    kept.set(name, file);
    keptBytes += size;
    for (const [oldest, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= old.identity.length + (old.br?.length ?? 0);
    }
    return file;
  };

  return {
    serve(req, res) {
      if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith(mountPath)) return false;
      const query = req.url.indexOf("?");
      // Most requests here are pages (`/horarios`): no decoding unless the path has an escape.
      let name = req.url.slice(mountPath.length, query >= 0 ? query : undefined);
      try {
        if (name.includes("%")) name = decodeURIComponent(name);
      } catch {
        return false;
      }
      if (name.split("/").some((part) => part === "" || part === "." || part === "..")) return false;
      const file = read(name);
      if (!file) return false;
      if (req.headers["if-none-match"] === file.etag) {
        res.writeHead(304, file.heads.notModified);
        res.end();
        return true;
      }
      const br = file.heads.br && acceptedEncodings(req.headers["accept-encoding"]).br;
      res.writeHead(200, br ? file.heads.br! : file.heads.identity);
      res.end(req.method === "HEAD" ? undefined : br ? file.br : file.identity);
      return true;
    },
    forget() {
      kept.clear();
      keptBytes = 0;
    },
  };
}
