import { ProjectPanel } from "./project-panel";
import { MASTERCHEF_GALLERY } from "~/content/project-blocks";
import { revealDelay } from "~/lib/reveal";

/** MasterChef: the photo gallery of the dishes. */
export function MasterchefGallery() {
  return (
    <ProjectPanel id="galeria" heading="Galería" card={false}>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {MASTERCHEF_GALLERY.map((image, i) => (
          <li key={image.src} className="reveal" style={revealDelay(i)}>
            <img src={image.src} alt={image.alt} width={400} height={300} loading="lazy" className="aspect-[4/3] w-full rounded-xl object-cover" />
          </li>
        ))}
      </ul>
    </ProjectPanel>
  );
}
