import type { ImageFormat } from "~/images/domain/image-type";
import { imageLibrary } from "./image-library.server";
import { type ProcessedImage, processUpload } from "./image-variants.server";

/** What the server asks of the image library: an upload made fit for phones, or an SVG drawn as a PNG. */
export type ImageJob =
  { kind: "upload"; bytes: Uint8Array; format: ImageFormat } | { kind: "svg-to-png"; svg: string; maxSeconds: number };

/** What a job gives back: an upload's picture and copies, or a PNG's bytes. */
export type ImageJobResult<J extends ImageJob = ImageJob> = J extends { kind: "upload" } ? ProcessedImage : Buffer;

/** Does one job in this process (the image child's, or the server's own without one). */
export function runImageJob<J extends ImageJob>(job: J): Promise<ImageJobResult<J>> {
  return (job.kind === "upload" ? processUpload(job.bytes, job.format) : svgToPng(job.svg, job.maxSeconds)) as Promise<
    ImageJobResult<J>
  >;
}

async function svgToPng(svg: string, maxSeconds: number): Promise<Buffer> {
  const sharp = await imageLibrary();
  // Rasterised in the library's own threads, never for more than `maxSeconds`.
  return sharp(Buffer.from(svg))
    .timeout({ seconds: maxSeconds })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
