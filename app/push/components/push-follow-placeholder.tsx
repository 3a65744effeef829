import { FOLLOW_ROW_COPY } from "~/push/copy/follow-row";
import type { PushTopic } from "~/push/domain/push-topics";

/**
 * The follow row as it will most likely show (the button and what it does), invisible: it keeps the
 * row's room while the button's code comes and looks at the browser, so the page below does not move
 * when the row appears. Without JavaScript it takes no room.
 */
export function PushFollowPlaceholder({ topic }: { topic: PushTopic }) {
  return (
    <div
      aria-hidden
      inert
      className="invisible mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 noscript:hidden print:hidden"
    >
      {/* What gives the button its size (the bell's room included), nothing of its look. */}
      <span className="inline-flex gap-2 px-4 py-2.5 text-sm font-semibold">
        <span className="size-4" />
        {FOLLOW_ROW_COPY.follow}
      </span>
      <p className="text-sm">{FOLLOW_ROW_COPY.what[topic.kind]}</p>
    </div>
  );
}
