import type { RequestHandler } from "express";

export const isRead = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/** Writes must come from our own pages (CSRF defence in depth next to SameSite cookies). */
export const sameOriginWrites = (): RequestHandler => (req, res, next) => {
  if (isRead(req.method)) return next();
  const origin = req.get("origin");
  if (origin) {
    let host: string | null = null;
    try {
      host = origin === "null" ? null : new URL(origin).host;
    } catch {
      host = null;
    }
    // `Origin: null` (a sandboxed frame, a privacy redirect) is as foreign as another site.
    if (host !== req.get("host")) {
      res
        .status(403)
        .type("text/plain; charset=utf-8")
        .send("Solicitud rechazada: el formulario no se envió desde esta web.");
      return;
    }
  }
  next();
};
