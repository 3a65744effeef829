import type { ReactNode } from "react";
import { ContentImage } from "~/pages";
import { useImageLightbox } from "~/images";
import type { TournamentDocument } from "~/pages";
import type { UploadedImage } from "~/images";

/** The pieces of a championship's gallery once it has photos: each enlarges in the lightbox; one without a photo stays a «¡Próximamente!». */
export function GalleryPhotos({
  items,
  images,
  comingSoon,
}: {
  items: TournamentDocument["gallery"];
  images: Record<string, UploadedImage>;
  comingSoon: (caption: string, index: number) => ReactNode;
}) {
  const { triggerProps, lightbox } = useImageLightbox();
  return (
    <>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.map(({ caption, image }, i) => (
          <li key={i}>
            {image ? (
              <a
                {...triggerProps({
                  src: image.src,
                  alt: image.alt,
                  caption,
                  width: images[image.src]?.width ?? 800,
                  height: images[image.src]?.height ?? 600,
                })}
                className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <ContentImage
                  image={image}
                  images={images}
                  width={400}
                  height={300}
                  sizes="(min-width: 768px) 25vw, 50vw"
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                />
                <span className="mt-1 block text-sm font-semibold text-slate-800">{caption}</span>
              </a>
            ) : (
              comingSoon(caption, i)
            )}
          </li>
        ))}
      </ul>
      {lightbox}
    </>
  );
}
