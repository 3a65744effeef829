import type { NextFunction, Request, Response } from "express";
import type { Log } from "./request-log";

/** Whatever escaped a route: logged, and a Spanish 500 (unless the answer had started). */
export const internalError = (log: Log) => (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
  log({ t: new Date().toISOString(), level: "error", msg: "unhandled request error", error: String(error) });
  if (res.headersSent) return;
  res.status(500).type("text/plain; charset=utf-8").send("Error interno del servidor. Inténtalo de nuevo más tarde.");
};
