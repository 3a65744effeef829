import { lazy, type MouseEvent, Suspense, useState } from "react";
import type { LightboxImage } from "./image-lightbox";

// The dialog's code (Radix, about 14 KB gzip) is fetched when a visitor points at or focuses an
// image link, and the dialog is mounted on the first click: pages do not load it up front.
const loadImageLightbox = () => import("./image-lightbox");
const ImageLightbox = lazy(loadImageLightbox);

/**
 * Images that enlarge in a dialog. Each trigger is a link to the image itself, so without
 * JavaScript it opens full size; with it, the dialog opens and focus returns to the link.
 */
export function useImageLightbox() {
  const [image, setImage] = useState<LightboxImage | null>(null);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return {
    triggerProps: (img: LightboxImage) => ({
      href: img.src,
      onPointerEnter: () => void loadImageLightbox(),
      onFocus: () => void loadImageLightbox(),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        setTrigger(event.currentTarget);
        setUsed(true);
        setImage(img);
      },
    }),
    lightbox: used ? (
      <Suspense fallback={null}>
        <ImageLightbox image={image} onClose={() => setImage(null)} trigger={trigger} />
      </Suspense>
    ) : null,
  };
}
