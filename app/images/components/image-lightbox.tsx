import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/platform/components/dialog";

export type LightboxImage = {
  src: string;
  alt: string;
  /** The dialog's title. */
  caption: string;
  width: number;
  height: number;
  /** Shown under the title; without it the image's alt text describes the dialog to screen readers. */
  description?: string;
};

// An enlarged image in a dialog. Loaded on the first click on an image (React.lazy in the page), so
// pages do not carry the dialog code; the trigger is a link to the image, for browsers without JS.
export default function ImageLightbox({
  image,
  onClose,
  trigger,
}: {
  image: LightboxImage | null;
  onClose: () => void;
  trigger: HTMLElement | null;
}) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="w-[min(60rem,calc(100vw-1rem))]"
        onCloseAutoFocus={(event) => {
          // Back to the image that opened it.
          if (trigger?.isConnected) {
            event.preventDefault();
            trigger.focus();
          }
        }}
      >
        {image ? (
          <>
            <div className="flex items-start justify-between gap-4">
              <DialogTitle>{image.caption}</DialogTitle>
              <DialogClose />
            </div>
            {image.description ? (
              <DialogDescription className="mt-1">{image.description}</DialogDescription>
            ) : (
              <DialogDescription className="sr-only">{image.alt}</DialogDescription>
            )}
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="mt-4 h-auto w-full rounded-lg border border-slate-200"
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
