import { lazyComponent } from "~/platform/lib/lazy-component";

/** ProjectSignupForm, its code fetched when the page first draws it: not in the page's first scripts. */
export const ProjectSignupFormOnDemand = lazyComponent(() =>
  import("./project-signup-form").then((m) => m.ProjectSignupForm),
);
