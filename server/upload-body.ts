import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import busboy from "busboy";
import type { NextFunction, Request, Response } from "express";
import type { ReceivedFile } from "../app/platform/server/context.server";

type UploadBodyOptions = {
  /** Whether the route at this path takes an image (its `handle` says so: server/route-handles.ts). */
  takesUpload: (pathname: string) => Promise<boolean>;
  maxBytes: number;
  /** How many uploads may be received at once; more get 503 and Retry-After. */
  maxConcurrent: number;
  /** Whether the request comes from staff who may upload: asked before a byte of the body is read. */
  mayUpload: (req: Request, res: Response) => Promise<boolean>;
  log: (entry: Record<string, unknown>) => void;
};

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * The image upload's body. Before, the 12 MB limit applied before anyone was asked who
 * they were, and the body was held in memory: 100 unfinished anonymous uploads kept 733 MB. Now
 * the staff session is checked from the headers first (anyone else gets 403 and nothing is read),
 * at most `maxConcurrent` uploads are received at once, and the file streams through busboy into a
 * temporary file, removed when the response ends. The form's other fields go on as an ordinary
 * small form; the action finds the file in `context.uploads.received`.
 */
export function uploadBody(options: UploadBodyOptions) {
  let active = 0;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "POST" || !/^multipart\/form-data/i.test(req.get("content-type") ?? "")) return next();
    let allowed: boolean;
    try {
      if (!(await options.takesUpload(req.path))) return next();
      allowed = await options.mayUpload(req, res);
    } catch (error) {
      return next(error);
    }
    if (!allowed) return refuse(req, res, 403, "Inicia sesión en el panel para subir imágenes.");
    if (Number(req.get("content-length") ?? 0) > options.maxBytes + 64 * 1024) {
      return refuse(req, res, 413, `La imagen no puede superar ${Math.floor(options.maxBytes / 1024 / 1024)} MB.`);
    }
    if (active >= options.maxConcurrent) {
      res.setHeader("Retry-After", "5");
      return refuse(req, res, 503, "Se están subiendo otras imágenes: inténtalo de nuevo en unos segundos.");
    }
    active++;
    const temporary = path.join(os.tmpdir(), `ef-subida-${randomUUID()}`);
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      active--;
      fs.rm(temporary, { force: true }, () => {});
    };
    res.on("close", done);

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          fileSize: options.maxBytes,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FIELDS + 1,
        },
      });
    } catch {
      done();
      return refuse(req, res, 400, "El envío no es un formulario válido.");
    }
    const fields = new URLSearchParams();
    let received: ReceivedFile | null = null;
    let writing: Promise<void> = Promise.resolve();
    parser.on("field", (name, value) => fields.append(name, value));
    parser.on("file", (name, stream, info) => {
      if (name !== "file") return stream.resume();
      const file: ReceivedFile = { path: temporary, name: info.filename ?? "imagen", size: 0, truncated: false };
      received = file;
      const out = fs.createWriteStream(temporary);
      stream.on("data", (chunk: Buffer) => (file.size += chunk.length));
      stream.on("limit", () => (file.truncated = true));
      writing = new Promise((resolve, reject) => {
        out.on("finish", resolve);
        out.on("error", reject);
      });
      stream.pipe(out);
    });
    parser.on("error", () => {
      if (!res.headersSent) refuse(req, res, 400, "El envío llegó incompleto.");
    });
    parser.on("close", () => {
      writing.then(
        () => {
          if (res.headersSent) return;
          // What the server's other middleware and the action read: a small ordinary form, and the file aside.
          res.locals.body = new TextEncoder().encode(fields.toString());
          res.locals.receivedFile = received;
          req.headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
          delete req.headers["content-length"];
          next();
        },
        (error: unknown) => {
          options.log({
            t: new Date().toISOString(),
            level: "error",
            msg: "upload: could not write the temporary file",
            error: String(error),
          });
          if (!res.headersSent) refuse(req, res, 507, "No hay espacio para recibir la imagen ahora mismo.");
        },
      );
    });
    req.pipe(parser);
  };
}

/**
 * Answers at once, lets what is still coming drain away unkept, and closes the connection after a
 * moment if the body never ends. The close waits so that a busy phone reads the answer first: a
 * reset that arrives before the answer is read throws the answer away. (With `Connection: close`
 * Node closed the socket as soon as the answer was sent, and the rest of the body coming in then
 * made that reset: some of 100 anonymous uploads at once got no answer at all.)
 */
function refuse(req: Request, res: Response, status: number, message: string) {
  res.on("finish", () => {
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, 5_000).unref();
  });
  res.status(status).type("text/plain; charset=utf-8");
  res.send(message);
  req.resume();
}
