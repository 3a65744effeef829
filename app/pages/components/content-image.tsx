import { ResponsiveImage } from "~/images";
import type { ImageValue } from "~/platform/domain/field-kit";
import type { UploadedImage } from "~/images";

/**
 * A picture the teacher chose for a page (app/pages/domain/page-documents.ts): an upload as a
 * `<picture>` with its variants and its own size; a drawing of the site at the size the page
 * gives. `alt` may be replaced (the teacher's name put in).
 */
export function ContentImage({
  image,
  images,
  alt,
  ...props
}: {
  image: ImageValue;
  images: Record<string, UploadedImage>;
  alt?: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return <ResponsiveImage src={image.src} alt={alt ?? image.alt} uploaded={images[image.src] ?? null} {...props} />;
}
