import type { RequestHandler } from "express";

/** Methods the site answers; anything else (TRACE, PUT…) gets a Spanish 405 before any route runs. */
const ALLOWED = "GET, HEAD, POST, OPTIONS";
const ALLOWED_METHODS = new Set(ALLOWED.split(", "));

export const allowedMethods = (): RequestHandler => (req, res, next) => {
  if (ALLOWED_METHODS.has(req.method)) {
    if (req.method !== "OPTIONS") return next();
    res.setHeader("Allow", ALLOWED);
    res.status(204).end();
    return;
  }
  res.setHeader("Allow", ALLOWED);
  res.status(405).type("text/plain; charset=utf-8").send("Método no permitido.");
};
