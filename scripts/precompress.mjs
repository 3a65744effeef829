// Compresses the app's hashed JavaScript and CSS once, at build time, with the strongest settings
// (brotli 11, gzip 9), so the server sends them from memory without compressing on every request
// (server/hashed-assets.ts). Files that would not shrink are left alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = "build/client/assets";
const TEXT = /\.(js|mjs|css|svg|html|txt|json|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(ROOT)) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < 512) continue;
  const br = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  const gz = zlib.gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
  raw += bytes.length;
  brotli += Math.min(br.length, bytes.length);
}
console.log(
  `precomprimidos ${count} ficheros: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB (brotli)`,
);
