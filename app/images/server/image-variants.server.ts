import type sharp from "sharp";
import type { ImageFormat } from "~/images/domain/image-type";
import { IMAGE_WIDTHS } from "~/images/domain/responsive-image";
import { imageLibrary } from "./image-library.server";

/**
 * What the server makes of an image the teacher uploads: the picture turned upright,
 * without any metadata (the EXIF of a phone photo carries where it was taken: photos of pupils),
 * no wider than the largest size the pages use, in its own format, plus AVIF and WebP copies at
 * each of the widths the pages ask for (never wider than the picture). A GIF is re-encoded frame by
 * frame, animation kept: its comments and XMP (a GPS position, a pupil's name) and anything appended
 * after it are gone, within limits on frames and pixels so one file cannot keep the
 * server busy.
 */
export type ProcessedImage = {
  /** The upright, metadata-free picture in its own format (the `src` of the page's image). */
  main: Buffer;
  width: number;
  height: number;
  /** One AVIF and one WebP a width, ascending. */
  variants: { width: number; avif: Buffer; webp: Buffer }[];
};

export class ImageProcessingError extends Error {}

const LARGEST = IMAGE_WIDTHS.at(-1)!;
/** An animation of a few seconds; the pixels of all its frames together. */
export const MAX_GIF_FRAMES = 200;
export const MAX_GIF_PIXELS = 50_000_000;

export async function processUpload(bytes: Uint8Array, format: ImageFormat): Promise<ProcessedImage> {
  const sharp = await imageLibrary();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new ImageProcessingError("La imagen está dañada o no se puede leer.");
  }
  if (format === "gif") return reencodeGif(sharp, bytes, metadata);

  // `rotate()` applies the EXIF orientation; no `withMetadata()`: sharp writes none of the input's.
  const upright = () => sharp(bytes, { failOn: "error" }).rotate();
  const encode = (pipeline: sharp.Sharp) =>
    format === "png"
      ? pipeline.png({ compressionLevel: 9 })
      : format === "webp"
        ? pipeline.webp({ quality: 82 })
        : pipeline.jpeg({ quality: 82, mozjpeg: true });
  try {
    const { data: main, info } = await encode(upright().resize({ width: LARGEST, withoutEnlargement: true })).toBuffer({
      resolveWithObject: true,
    });
    const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, info.width)))];
    const variants = await Promise.all(
      widths.map(async (width) => ({
        width,
        avif: await upright().resize({ width, withoutEnlargement: true }).avif({ quality: 55, effort: 4 }).toBuffer(),
        webp: await upright().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
    return { main, width: info.width, height: info.height, variants };
  } catch {
    throw new ImageProcessingError("La imagen está dañada o no se puede leer.");
  }
}

async function reencodeGif(
  sharpOf: typeof sharp,
  bytes: Uint8Array,
  metadata: sharp.Metadata,
): Promise<ProcessedImage> {
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  if (frames > MAX_GIF_FRAMES)
    throw new ImageProcessingError(
      `El GIF tiene demasiados fotogramas (${frames}): se admiten hasta ${MAX_GIF_FRAMES}.`,
    );
  if ((metadata.width ?? 0) * frameHeight * frames > MAX_GIF_PIXELS) {
    throw new ImageProcessingError(
      "El GIF es demasiado grande: reduce sus medidas o sus fotogramas e inténtalo de nuevo.",
    );
  }
  try {
    const { data, info } = await sharpOf(bytes, { animated: true, failOn: "error" })
      .resize({ width: LARGEST, withoutEnlargement: true })
      .gif()
      .toBuffer({ resolveWithObject: true });
    return { main: data, width: info.width, height: info.pageHeight ?? info.height, variants: [] };
  } catch {
    throw new ImageProcessingError("La imagen está dañada o no se puede leer.");
  }
}
