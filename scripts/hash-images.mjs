// The seed's pictures under public/img/ get names that carry their content's hash, at build time:
// beside each build/client/img/<name>.<ext>, a copy named <name>.<hash>.<ext>, and
// build/image-names.json, what each address becomes. A page the server keeps for everyone points
// at the hashed name, which a browser keeps for a year without asking again (the plain name stays
// served for anything else that links it, for an hour). The uploads carry their hash already.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const CLIENT = "build/client";
const ROOT = path.join(CLIENT, "img");
const OUTPUT = "build/image-names.json";
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
// A name already hashed (a second run): left alone.
const HASHED = /\.[0-9a-f]{10}\.[a-z]+$/i;

function* pictures(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* pictures(full);
    else if (PICTURE.test(entry.name) && !HASHED.test(entry.name)) yield full;
  }
}

const names = {};
for (const file of pictures(ROOT)) {
  const hash = createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 10);
  const extension = path.extname(file);
  const hashed = `${file.slice(0, -extension.length)}.${hash}${extension}`;
  fs.copyFileSync(file, hashed);
  const address = (name) => `/${path.relative(CLIENT, name).split(path.sep).join("/")}`;
  names[address(file)] = address(hashed);
}
fs.writeFileSync(OUTPUT, `${JSON.stringify(names, null, 2)}\n`);
console.log(`imágenes con su huella en el nombre: ${Object.keys(names).length}`);
