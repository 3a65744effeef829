import fs from "node:fs";

export type LineWriter = { write: (line: string) => void; drain: () => Promise<void> };

/**
 * The server's log lines, gathered and written to standard output by Node's thread pool: a request
 * never waits for a slow terminal or pipe (writing to a pipe from the event loop is synchronous on
 * Linux). At most `maxBufferedBytes` wait; beyond that lines are dropped and counted, and the count
 * is written with the next line that fits.
 */
export function createLineWriter({
  fd = 1,
  maxBufferedBytes = 4 * 1024 * 1024,
}: { fd?: number; maxBufferedBytes?: number } = {}): LineWriter {
  let pending: string[] = [];
  let pendingBytes = 0;
  let writing = false;
  let dropped = 0;
  let drained: (() => void)[] = [];
  const settle = () => {
    for (const resolve of drained) resolve();
    drained = [];
  };

  const take = () => {
    if (dropped > 0)
      pending.push(
        `${JSON.stringify({ t: new Date().toISOString(), level: "warn", msg: "registro: líneas perdidas (salida demasiado lenta)", dropped })}\n`,
      );
    dropped = 0;
    const chunk = Buffer.from(pending.join(""));
    pending = [];
    pendingBytes = 0;
    return chunk;
  };

  const writeOut = (chunk: Buffer, offset: number) => {
    fs.write(fd, chunk, offset, chunk.length - offset, null, (error, written) => {
      if (error && error.code !== "EAGAIN") {
        // Nowhere to report it: the log itself is what failed. Keep serving.
        writing = false;
        settle();
        return;
      }
      const next = offset + (error ? 0 : written);
      if (next < chunk.length) {
        setTimeout(() => writeOut(chunk, next), error ? 10 : 0);
        return;
      }
      writing = false;
      if (pending.length > 0) flush();
      else settle();
    });
  };

  const flush = () => {
    if (writing || pending.length === 0) return;
    writing = true;
    writeOut(take(), 0);
  };

  return {
    write(line) {
      if (pendingBytes + line.length > maxBufferedBytes) {
        dropped++;
        return;
      }
      pending.push(line);
      pendingBytes += line.length;
      // One write for all the lines of this turn of the event loop.
      if (pending.length === 1) setImmediate(flush);
    },
    /** At shutdown: resolves once every line so far is written. */
    drain() {
      if (!writing && pending.length === 0 && dropped === 0) return Promise.resolve();
      const done = new Promise<void>((resolve) => drained.push(resolve));
      flush();
      return done;
    },
  };
}
