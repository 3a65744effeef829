import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageProcessingError, MAX_GIF_FRAMES, processUpload } from "./image-variants.server";

/** A GIF's parts: what comes before the first frame, and each frame (its control extension and image). */
function splitGif(gif: Buffer) {
  const flags = gif[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const head = gif.subarray(0, at);
  const frames: Buffer[] = [];
  let frameStart = at;
  const skipSubBlocks = () => {
    while (gif[at] !== 0) at += gif[at]! + 1;
    at++;
  };
  while (gif[at] !== 0x3b) {
    if (gif[at] === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (gif[at] === 0x2c) {
      const packed = gif[at + 9]!;
      at += 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0) + 1;
      skipSubBlocks();
      frames.push(gif.subarray(frameStart, at));
      frameStart = at;
    } else throw new Error(`bloque GIF inesperado ${gif[at]}`);
  }
  return { head, frames };
}

const subBlocks = (data: Buffer) => {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.subarray(i, i + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
  }
  return Buffer.concat([...parts, Buffer.from([0])]);
};
const loop = Buffer.concat([Buffer.from([0x21, 0xff, 0x0b]), Buffer.from("NETSCAPE2.0"), Buffer.from([3, 1, 0, 0, 0])]);

async function gifOf(width: number, height: number, frameCount: number, extra: Buffer = Buffer.alloc(0)) {
  const one = await sharp({ create: { width, height, channels: 3, background: "#1e6b52" } })
    .gif()
    .toBuffer();
  const { head, frames } = splitGif(one);
  return Buffer.concat([head, loop, extra, ...Array(frameCount).fill(frames[0]!), Buffer.from([0x3b])]);
}

describe("a GIF the teacher uploads", () => {
  it("comes back re-encoded: its comment, its XMP with a GPS position and what was appended are gone; its frames stay", async () => {
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe]),
      subBlocks(Buffer.from("Foto de Lucía Pérez Gómez, 2º ESO B")),
    ]);
    const xmp = Buffer.concat([
      Buffer.from([0x21, 0xff, 0x0b]),
      Buffer.from("XMP DataXMP"),
      subBlocks(
        Buffer.from(
          '<x:xmpmeta><rdf:Description exif:GPSLatitude="37,23.1N" exif:GPSLongitude="5,59.2W"/></x:xmpmeta>',
        ),
      ),
    ]);
    const colours = await Promise.all(
      ["#c0392b", "#1e6b52", "#2c3e91"].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const { head, frames } = splitGif(
      await sharp(colours, { join: { animated: true } })
        .gif()
        .toBuffer(),
    );
    const gif = Buffer.concat([
      head,
      comment,
      xmp,
      ...frames,
      Buffer.from([0x3b]),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    expect(gif.includes("Lucía")).toBe(true);
    const processed = await processUpload(gif, "gif");
    const out = processed.main.toString("latin1");
    for (const leaked of ["Luc", "GPS", "xmpmeta", "<script>", "<html>"]) expect(out, leaked).not.toContain(leaked);
    const metadata = await sharp(processed.main, { animated: true }).metadata();
    expect(metadata.format).toBe("gif");
    expect(metadata.pages).toBe(3);
    expect([processed.width, processed.height]).toEqual([40, 30]);
    expect(processed.main.at(-1)).toBe(0x3b);
  });

  it("is refused in Spanish with too many frames, or too many pixels in all its frames", async () => {
    await expect(processUpload(await gifOf(2, 2, MAX_GIF_FRAMES + 1), "gif")).rejects.toThrow(
      /demasiados fotogramas \(201\)/,
    );
    const huge = processUpload(await gifOf(1000, 1000, 60), "gif");
    await expect(huge).rejects.toBeInstanceOf(ImageProcessingError);
    await expect(huge).rejects.toThrow(/El GIF es demasiado grande/);
  });
});
