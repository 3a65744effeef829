import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

type Encoding = { name: "br" | "gzip"; suffix: ".br" | ".gz" };
const ENCODINGS: Encoding[] = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
];

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

/**
 * Serves the `.br` / `.gz` files that scripts/precompress.mjs wrote beside the client build's
 * text files, to browsers that accept them; anything else falls through to express.static (and
 * the compression middleware, which leaves an already encoded answer alone). The list of files is
 * read once at start: the build does not change under a running server.
 */
export function precompressedFiles(root: string, cachingFor: (urlPath: string) => { maxAge: string; immutable: boolean }) {
  const available = new Map<string, Set<Encoding["name"]>>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      for (const encoding of ENCODINGS) {
        if (!entry.name.endsWith(encoding.suffix)) continue;
        const urlPath = `/${path.relative(root, full.slice(0, -encoding.suffix.length)).split(path.sep).join("/")}`;
        if (!available.has(urlPath)) available.set(urlPath, new Set());
        available.get(urlPath)!.add(encoding.name);
      }
    }
  };
  walk(root);

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encodings = available.get(req.path);
    if (!encodings) return next();
    res.vary("Accept-Encoding");
    const accept = req.get("accept-encoding");
    const encoding = ENCODINGS.find((e) => encodings.has(e.name) && acceptsEncoding(accept, e.name));
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    // The type of the file asked for, not of its .br/.gz copy.
    res.type(path.extname(req.path));
    res.sendFile(`${req.path}${encoding.suffix}`, { root, ...cachingFor(req.path), dotfiles: "deny" }, (error) => {
      if (!error || res.headersSent) return;
      res.removeHeader("Content-Encoding");
      next();
    });
  };
}
