import { lazyComponent } from "~/platform/lib/lazy-component";

/** PreviewBanner, its code fetched when the page first draws it: not in the page's first scripts. */
export const PreviewBannerOnDemand = lazyComponent(() => import("./preview-banner").then((m) => m.PreviewBanner));
