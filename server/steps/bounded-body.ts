import type { RequestHandler } from "express";
import { isRead } from "./same-origin-writes";

/**
 * A write's body is read here, whole, counting bytes as they arrive (chunked bodies too): past the
 * limit the request is answered 413 and the connection closed, so nothing larger is ever held.
 * An upload's body was read already (its file to disk, its fields to `res.locals.body`).
 */
export const boundedBody =
  (limit: number): RequestHandler =>
  (req, res, next) => {
    if (isRead(req.method) || res.locals.body) return next();
    const tooLarge = () => {
      if (res.headersSent) return;
      // What is still on its way is read and dropped for a moment, so the client can read the
      // answer (closing at once would reset the connection under it); then the connection goes.
      res.on("finish", () => {
        setTimeout(() => {
          if (!req.complete) req.socket.destroy();
        }, 2_000).unref();
      });
      res
        .status(413)
        .type("text/plain; charset=utf-8")
        .send("El envío es demasiado grande. Acorta el texto e inténtalo de nuevo.");
    };
    if (Number(req.get("content-length") ?? 0) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      res.locals.body = body;
      next();
    });
    req.on("error", () => {
      done = true;
      if (!res.headersSent) res.status(400).type("text/plain; charset=utf-8").send("El envío llegó incompleto.");
    });
  };
