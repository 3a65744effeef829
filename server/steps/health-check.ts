import type { RequestHandler } from "express";
import { type Database, pingDatabase } from "../../app/platform/server/db.server";
import type { Log } from "./request-log";

/** How long /healthz waits for the database before it says it is unreachable. */
const HEALTH_TIMEOUT_MS = 3_000;

/**
 * GET /healthz: 200 while the database answers, 503 (and a logged error) otherwise. Probes that
 * come while a ping is on its way share it: a monitor, a proxy and a load balancer asking at once
 * (or a flood) cost the database one query, not one each.
 */
export function healthCheck(db: Database, log: Log): RequestHandler {
  let inFlight: Promise<void> | null = null;
  const ping = () =>
    (inFlight ??= withTimeout(pingDatabase(db), HEALTH_TIMEOUT_MS, "the database did not answer in time").finally(
      () => {
        inFlight = null;
      },
    ));
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      // A database that stops answering (rather than refusing) must not hang the health check.
      await ping();
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      log({ t: new Date().toISOString(), level: "error", msg: "healthz: database unreachable", error: String(error) });
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  };
}

/** Rejects when `promise` has not settled within `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
