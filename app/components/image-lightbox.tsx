import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

export type LightboxImage = { src: string; alt: string; caption: string; width: number; height: number };

// Loaded on the first click on an image (React.lazy in the page).
export default function ImageLightbox({ image, onClose, trigger }: { image: LightboxImage | null; onClose: () => void; trigger: HTMLElement | null }) {
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
            <DialogDescription className="sr-only">{image.alt}</DialogDescription>
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} className="mt-4 h-auto w-full rounded-lg border border-slate-200" />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
