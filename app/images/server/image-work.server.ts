import { imageLibrary } from "./image-library.server";
import { ImageProcessingError, type ProcessedImage, processUpload } from "./image-variants.server";

export { ImageProcessingError };

/** What the server asks of the image library: an upload made fit for phones, or an SVG drawn as a PNG. */
export type ImageJob =
  | { kind: "upload"; bytes: Uint8Array; format: "png" | "jpg" | "webp" | "gif" }
  | { kind: "svg-to-png"; svg: string; maxSeconds: number };

export type ImageJobResult = ProcessedImage | Buffer;

/** Does one job in this process (the image child's, or the server's own without one). */
export async function runImageJob(job: ImageJob): Promise<ImageJobResult> {
  if (job.kind === "upload") return processUpload(job.bytes, job.format);
  const sharp = await imageLibrary();
  // Rasterised in the library's own threads, never for more than `maxSeconds`.
  return sharp(Buffer.from(job.svg))
    .timeout({ seconds: job.maxSeconds })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
