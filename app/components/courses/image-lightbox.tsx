import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

export type LightboxImage = { src: string; alt: string; caption: string; width: number; height: number };

// Loaded on the first click on an image (React.lazy in the page).
export default function ImageLightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="w-[min(60rem,calc(100vw-1rem))]">
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
