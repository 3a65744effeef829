import type { UploadedImage } from "~/images/domain/responsive-image";
import { variantSrcSet } from "~/images/domain/responsive-image";

/**
 * An image of the site: for an upload the server keeps at several widths, a `<picture>` with AVIF
 * and WebP `srcset`s (the phone downloads the size it shows) and the upload's own width and height
 * (no layout shift); for any other image, the plain `<img>`. Lazy unless told it is above the fold.
 */
export function ResponsiveImage({
  src,
  alt,
  uploaded,
  width,
  height,
  sizes,
  className,
  eager = false,
}: {
  src: string;
  alt: string;
  /** The upload's sizes (null: not an upload, or one stored before variants existed). */
  uploaded: UploadedImage | null;
  /** Used when the upload's own size is not known. */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's choice: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={uploaded?.width ?? width}
      height={uploaded?.height ?? height}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      className={className}
    />
  );
  if (!uploaded || uploaded.widths.length === 0) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={variantSrcSet(src, uploaded.widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(src, uploaded.widths, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
