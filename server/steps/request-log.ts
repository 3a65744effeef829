import type { RequestHandler } from "express";

export type Log = (entry: Record<string, unknown>) => void;

/** One JSON line a request: method, path, status, time and size (LOG_REQUESTS=on). */
export function requestLog(log: Log): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      log({
        t: new Date().toISOString(),
        level: res.statusCode >= 500 ? "error" : "info",
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Number((Number(process.hrtime.bigint() - start) / 1e6).toFixed(1)),
        bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
      });
    });
    next();
  };
}
