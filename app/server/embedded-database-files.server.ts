import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/** What PGlite would otherwise read and compile itself when it opens: its WebAssembly and its file bundle. */
export type EmbeddedDatabaseFiles = { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };

/**
 * Reads the embedded database's WebAssembly (9 MB) and file bundle and starts compiling the
 * WebAssembly, as the process starts (issue 33). V8 compiles it on background threads, so it runs
 * beside the half second the server's own modules take to load on the main thread instead of after
 * it. This module imports nothing but Node's own, so it can run before them.
 *
 * Resolves to null if anything fails: PGlite then reads and compiles them itself, as it always did.
 */
export function loadEmbeddedDatabaseFiles(): Promise<EmbeddedDatabaseFiles | null> {
  try {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    return Promise.all([
      readFile(path.join(dist, "pglite.wasm")).then((bytes) => WebAssembly.compile(bytes)),
      readFile(path.join(dist, "pglite.data")).then((bytes) => new Blob([bytes])),
    ]).then(
      ([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }),
      () => null,
    );
  } catch {
    return Promise.resolve(null);
  }
}
