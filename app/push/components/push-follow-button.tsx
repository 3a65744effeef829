import { lazyComponent } from "~/platform/lib/lazy-component";

/**
 * «Avisarme en este móvil», inside a `<Suspense fallback={null}>`. Push needs
 * JavaScript: the server renders nothing (the panel shows itself only once it has looked at the
 * browser), and the button's code comes apart from the page's first scripts. Props: the topic, and
 * `calendar` when the page has a calendar to offer where push cannot work.
 */
export const PushFollowButton = lazyComponent(() => import("./push-follow-panel").then((m) => m.PushFollowPanel));
