import type { RequestHandler } from "express";
import { isRead } from "./same-origin-writes";

/**
 * A write waits until the passwords given in the environment are stored: the server
 * answers pages while they are hashed at start, and a sign-in or a gate's password, the only
 * checks of a password, are writes. Once settled, a write goes straight on.
 */
export function settledPasswords(settling: Promise<void> | undefined): RequestHandler {
  let settled = !settling;
  void settling?.then(
    () => (settled = true),
    () => {}, // the server stops on a failure (server/main.ts)
  );
  return (req, _res, next) => {
    if (settled || isRead(req.method)) return next();
    settling?.then(() => next(), next);
  };
}
