import { type ComponentProps, Suspense } from "react";
import { lazyComponent } from "~/platform/lib/lazy-component";
import { PushFollowPlaceholder } from "./push-follow-placeholder";

const PushFollowPanel = lazyComponent(() => import("./push-follow-panel").then((m) => m.PushFollowPanel));

/**
 * «Avisarme en este móvil». Push needs JavaScript: the server renders the row's room, invisible
 * (and none without JavaScript); the row shows itself once it has looked at the browser, and its
 * code comes apart from the page's first scripts. Props: the topic, and `calendar` when the page has
 * a calendar to offer where push cannot work.
 */
export function PushFollowButton(props: ComponentProps<typeof PushFollowPanel>) {
  return (
    <Suspense fallback={<PushFollowPlaceholder topic={props.topic} />}>
      <PushFollowPanel {...props} />
    </Suspense>
  );
}
