import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { LineWriter } from "../log-writer";

export type Log = (entry: Record<string, unknown>) => void;

/** One request's line: method, path, status, time and size. */
export function logRequest(
  lines: LineWriter,
  req: { method?: string; url: string },
  res: ServerResponse,
  startedAt: bigint,
) {
  const { url } = req;
  const query = url.indexOf("?");
  lines.write(
    `${JSON.stringify({
      t: new Date().toISOString(),
      level: res.statusCode >= 500 ? "error" : "info",
      method: req.method,
      path: query >= 0 ? url.slice(0, query) : url,
      status: res.statusCode,
      ms: Number((Number(process.hrtime.bigint() - startedAt) / 1e6).toFixed(1)),
      bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
    })}\n`,
  );
}

/** One JSON line a request (LOG_REQUESTS=on), written without holding up the next request (server/log-writer.ts). */
export function requestLog(lines: LineWriter): RequestHandler {
  return (req, res, next) => {
    const startedAt = process.hrtime.bigint();
    res.on("finish", () => logRequest(lines, { method: req.method, url: req.originalUrl }, res, startedAt));
    next();
  };
}
