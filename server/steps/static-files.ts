import path from "node:path";
import express, { type Router } from "express";
import { onlyFilesIn } from "../hashed-assets";

/**
 * The built client's files (production; development's come from Vite) and the uploaded images.
 * Hashed names never change content: cached for a year; the rest for an hour.
 */
export function staticFiles({
  clientDir,
  uploadsDir,
  built,
}: {
  clientDir: string;
  uploadsDir: string;
  built: boolean;
}): Router {
  const router = express.Router();
  if (built) {
    router.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    router.use(onlyFilesIn(clientDir, express.static(clientDir, { maxAge: "1h", index: false })));
  }
  // Uploaded images are named by their content's hash: they never change either.
  router.use(
    "/subidas",
    express.static(uploadsDir, {
      immutable: true,
      maxAge: "1y",
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox"),
    }),
  );
  return router;
}
