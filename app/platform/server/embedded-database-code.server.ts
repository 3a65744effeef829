import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** What PGlite would otherwise compile itself when it opens: its WebAssembly, compiled. */
export type CompiledEmbeddedDatabase = { pgliteWasmModule: WebAssembly.Module };

/**
 * Starts compiling the embedded database's WebAssembly (9 MB) as the process starts.
 * V8 compiles it on background threads, so it runs beside the half second the server's own modules
 * take to load on the main thread instead of after it. This module imports nothing but Node's own,
 * so it can run before them. (PGlite still reads its file bundle itself: handing it over as a Blob
 * copied its 6 MB twice on the main thread.)
 *
 * Resolves to null if anything fails: PGlite then compiles it itself, as it always did.
 */
export function compileEmbeddedDatabase(): Promise<CompiledEmbeddedDatabase | null> {
  try {
    const wasm = path.join(path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "pglite.wasm");
    // One read of a file the system has cached: a few milliseconds, once, before anything else runs.
    return WebAssembly.compile(readFileSync(wasm)).then(
      (pgliteWasmModule) => ({ pgliteWasmModule }),
      () => null,
    );
  } catch {
    return Promise.resolve(null);
  }
}
