/**
 * The widths at which the server keeps an uploaded image: a phone, a tablet or a
 * phone's retina screen, a desktop. Each as AVIF and WebP, next to the upload:
 * `/subidas/<name>.jpg` → `/subidas/<name>-480.avif`, `/subidas/<name>-480.webp`…
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** An uploaded image's sizes, as its page needs them for `srcset`, `width` and `height`. */
export type UploadedImage = { width: number; height: number; widths: number[] };

/** The URL of one variant of an upload. */
export function variantUrl(src: string, width: number, format: "avif" | "webp"): string {
  return `${src.replace(/\.[a-z0-9]+$/i, "")}-${width}.${format}`;
}

/** `srcset` of an upload's variants in one format. */
export function variantSrcSet(src: string, widths: readonly number[], format: "avif" | "webp"): string {
  return widths.map((width) => `${variantUrl(src, width, format)} ${width}w`).join(", ");
}

/** The widths an upload is stored at (none for an image stored before variants, or an animated GIF). */
export const storedWidths = (value: number[] | null | undefined): number[] =>
  Array.isArray(value) ? value.filter((w) => Number.isInteger(w) && w > 0) : [];
