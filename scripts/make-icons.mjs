// The site's icons for phones' home screens and browser tabs, drawn from the same
// design as public/favicon.svg: run once when that design changes (`node scripts/make-icons.mjs`);
// the PNGs and favicon.ico it writes are committed under public/.
import fs from "node:fs";
import sharp from "sharp";

const TEAL = "#115e59";
const letters = (size, fontSize, radius) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  `<rect width="${size}" height="${size}" rx="${radius}" fill="${TEAL}"/>` +
  `<text x="50%" y="50%" dy="0.35em" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">EF</text></svg>`;

const png = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

// Any-purpose icons keep the favicon's rounded square; the maskable one is full-bleed with the
// letters inside the central 80 % the phone may crop to a circle; iOS rounds its icon itself.
const icons = {
  "icon-192.png": letters(192, 84, 40),
  "icon-512.png": letters(512, 224, 108),
  "icon-maskable-512.png": letters(512, 176, 0),
  "apple-touch-icon.png": letters(180, 78, 0),
};
for (const [name, svg] of Object.entries(icons)) fs.writeFileSync(`public/${name}`, await png(svg));

// favicon.ico: one 32-pixel PNG inside an ICO container (what browsers ask for at /favicon.ico).
const small = await png(letters(32, 14, 7));
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(small.length, 14);
header.writeUInt32LE(22, 18); // where the image starts
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, small]));
console.log("public/: icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png, favicon.ico");
