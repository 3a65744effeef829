import zlib from "node:zlib";
import compression from "compression";

/**
 * Dynamic pages are compressed for each response, so the fastest settings: brotli quality 1 (with
 * a 256 KB window: pages are smaller) and gzip level 1 cost a quarter of the defaults (brotli 4,
 * gzip 6) for 10-18 % more bytes (docs/decisions/010). Static files were compressed at build time.
 * Server-sent events must reach the browser as they are written, not when a block fills.
 */
export const dynamicCompression = () =>
  compression({
    level: 1,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  });
