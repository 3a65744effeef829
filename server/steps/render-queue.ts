import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** What a render writes: a page, or its data for a client navigation. */
const RENDERED = /^(text\/html|text\/x-script)\b/i;

/**
 * Pages that must be rendered are rendered a few at a time, first come first served.
 * The server has one thread: fifty requests started at once do not finish sooner than fifty in a
 * row, but they advance in lockstep, taking turns at the database and at writing, so every one of
 * them finishes near the end (the panel under 50 connections: p99 1.2–1.3 s). In turn, the first to
 * arrive are answered first (p99 0.67–0.79 s, and 8–11 % more pages a second: less of each page's
 * memory outlives the young generation). A page, or its data for a client navigation, keeps its
 * place until it is written whole; any other answer (a live channel that stays open, a calendar,
 * a file, a download) leaves it as soon as it starts. Writes (POST) pass at once: they are few, and
 * an upload's body may take a while to arrive. The page cache's hits and the files never get here.
 */
export function renderQueue(rendersAtOnce: number): RequestHandler {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    while (running < rendersAtOnce && waiting.length > 0) waiting.shift()!();
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    waiting.push(() => {
      // A visitor who left while waiting takes no place.
      if (res.destroyed) return;
      running += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        running -= 1;
        startNext();
      };
      const writeHead = res.writeHead;
      res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
        const sent = writeHead.apply(this, args);
        if (!RENDERED.test(String(this.getHeader("Content-Type") ?? "text/html"))) release();
        return sent;
      } as typeof res.writeHead;
      res.once("close", release);
      next();
    });
    startNext();
  };
}
