import { Bell, BellOff } from "lucide-react";
import { useEffect, useState } from "react";
import { PUSH_COPY } from "~/push/copy/push";
import type { PushTopic } from "~/push/domain/push-topics";
import { PushFollowPlaceholder } from "./push-follow-placeholder";
import {
  currentSubscription,
  follow,
  listFollowed,
  pushFailureMessage,
  pushSupport,
  unfollow,
} from "~/push/lib/push-client";

type State =
  | { kind: "checking" }
  | { kind: "off" }
  | { kind: "on" }
  | { kind: "busy"; was: "on" | "off" }
  | { kind: "unsupported"; why: "iphone" | "browser" | "denied" };

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:opacity-60";

/** The follow button's working part, loaded after the page (PushFollowButton); held invisible until it has looked at the browser. */
export function PushFollowPanel({ topic, calendar = false }: { topic: PushTopic; calendar?: boolean }) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const support = pushSupport();
    if (support !== "ok") {
      setState({ kind: "unsupported", why: support });
      return;
    }
    (async () => {
      const subscription = await currentSubscription();
      const followed = subscription ? await listFollowed(subscription) : [];
      const on = followed.some((t) => t.kind === topic.kind && t.target === topic.target);
      if (live) setState({ kind: on ? "on" : "off" });
    })().catch(() => live && setState({ kind: "off" }));
    return () => {
      live = false;
    };
  }, [topic.kind, topic.target]);

  // Until it has looked at the browser, the row it will most likely show keeps its room.
  if (state.kind === "checking") return <PushFollowPlaceholder topic={topic} />;

  if (state.kind === "unsupported") {
    return (
      <p className="mt-3 text-sm text-slate-700">
        {PUSH_COPY.unsupported[state.why]} {calendar ? PUSH_COPY.unsupported.calendar : null}
      </p>
    );
  }

  const on = state.kind === "on" || (state.kind === "busy" && state.was === "on");
  const busy = state.kind === "busy";

  const toggle = async () => {
    setMessage(null);
    setState({ kind: "busy", was: on ? "on" : "off" });
    try {
      if (on) {
        const subscription = await currentSubscription();
        if (subscription) await unfollow(subscription, topic);
        setState({ kind: "off" });
      } else {
        await follow(topic);
        setState({ kind: "on" });
      }
    } catch (error) {
      const denied = pushSupport() === "denied";
      setState(denied ? { kind: "unsupported", why: "denied" } : { kind: on ? "on" : "off" });
      // What happened, and what to do instead: the team's calendar, or the news page.
      if (!denied)
        setMessage(
          `${pushFailureMessage(error)} ${calendar ? PUSH_COPY.errors.insteadCalendar : PUSH_COPY.errors.insteadNews}`,
        );
    }
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={on}
        className={
          on
            ? `${buttonClass} border border-teal-800 bg-white text-teal-900 hover:bg-teal-50`
            : `${buttonClass} bg-teal-800 text-white hover:bg-teal-900`
        }
      >
        {on ? <BellOff aria-hidden className="size-4" /> : <Bell aria-hidden className="size-4" />}
        {busy ? PUSH_COPY.busy : on ? PUSH_COPY.unfollow : PUSH_COPY.follow}
      </button>
      <p className="text-sm text-slate-700" role="status">
        {message ?? (on ? `${PUSH_COPY.following} ` : `${PUSH_COPY.what[topic.kind]} `)}
        {on && !message ? (
          <a href="/avisos" className="font-semibold text-teal-900 underline">
            {PUSH_COPY.myNotices.link}
          </a>
        ) : null}
      </p>
    </div>
  );
}
