import { lazyComponent } from "~/platform/lib/lazy-component";

/** ProjectGallery, its code fetched when the page first draws it: not in the page's first scripts. */
export const ProjectGalleryOnDemand = lazyComponent(() => import("./project-gallery").then((m) => m.ProjectGallery));
