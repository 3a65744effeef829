import { ProjectPanel } from "./project-panel";
import { ContentImage } from "~/pages/components/content-image";
import { useImageLightbox } from "~/images";
import { PROJECT_BLOCK_LABELS } from "~/pages/copy/project-blocks";
import type { ImageValue } from "~/platform/domain/field-kit";
import type { UploadedImage } from "~/images";
import { revealDelay } from "~/platform/lib/reveal";

/** A project's photo gallery: each photo enlarges in the lightbox (without JavaScript, it opens full size). */
export function ProjectGallery({
  photos,
  images,
}: {
  photos: { image: ImageValue }[];
  images: Record<string, UploadedImage>;
}) {
  const { triggerProps, lightbox } = useImageLightbox();
  return (
    <ProjectPanel id="galeria" heading={PROJECT_BLOCK_LABELS.gallery} card={false}>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map(({ image }, i) => (
          <li key={`${image.src}-${i}`} className="reveal" style={revealDelay(i)}>
            <a
              {...triggerProps({
                src: image.src,
                alt: image.alt,
                width: images[image.src]?.width ?? 400,
                height: images[image.src]?.height ?? 300,
                caption: image.alt,
              })}
              className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
            >
              <ContentImage
                image={image}
                images={images}
                width={400}
                height={300}
                sizes="(min-width: 640px) 25vw, 50vw"
                className="aspect-[4/3] w-full rounded-xl object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {lightbox}
    </ProjectPanel>
  );
}
