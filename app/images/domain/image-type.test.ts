import { describe, expect, it } from "vitest";
import { detectImage, imageSize } from "./image-type";

// A real 3×2 PNG (written by hand: signature, IHDR, IDAT, IEND).
const PNG_3x2 = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEklEQVR4nGP4z8DAwMDAwMDAAAHEAQCLFJp6AAAAAElFTkSuQmCC",
    "base64",
  ),
);
const GIF_5x4 = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 5, 0, 4, 0, 0, 0, 0]);
const JPEG_HEADER = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x78, 0x00, 0xa0, 0x03, 0, 0, 0,
  0,
]);

describe("detectImage", () => {
  it("recognises PNG, GIF and JPEG by their bytes and gives their size", () => {
    const png = detectImage(PNG_3x2)!;
    expect(png).toEqual({ contentType: "image/png", extension: "png" });
    expect(imageSize(PNG_3x2, png)).toEqual({ width: 3, height: 2 });
    const gif = detectImage(GIF_5x4)!;
    expect(imageSize(GIF_5x4, gif)).toEqual({ width: 5, height: 4 });
    const jpeg = detectImage(JPEG_HEADER)!;
    expect(jpeg.extension).toBe("jpg");
    expect(imageSize(JPEG_HEADER, jpeg)).toEqual({ width: 160, height: 120 });
  });

  it("refuses anything else, whatever it is called: SVG, HTML, text, an empty file", () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "<!doctype html><p>hola",
      "GIF",
      "",
    ]) {
      expect(detectImage(new TextEncoder().encode(text))).toBeNull();
    }
  });
});
