import { useEffect, useState } from "react";
import { PUSH_COPY } from "~/push/copy/push";
import { currentSubscription, type FollowedTopic, listFollowed, pushSupport, unfollow } from "~/push/lib/push-client";

const copy = PUSH_COPY.myNotices;

type State =
  | { kind: "loading" }
  | { kind: "unsupported"; why: "iphone" | "browser" | "denied" }
  | { kind: "list"; subscription: PushSubscription | null; topics: FollowedTopic[] };

/** «Mis avisos»' list (loaded after the page): what this phone follows, each with one tap to leave. */
export default function MyNotices() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const support = pushSupport();
    if (support === "iphone" || support === "browser") {
      setState({ kind: "unsupported", why: support });
      return;
    }
    (async () => {
      const subscription = await currentSubscription();
      setState({ kind: "list", subscription, topics: subscription ? await listFollowed(subscription) : [] });
    })().catch((error: unknown) => {
      setMessage(error instanceof Error ? error.message : PUSH_COPY.errors.failed);
      setState({ kind: "list", subscription: null, topics: [] });
    });
  }, []);

  if (state.kind === "loading") return <p className="mt-6 text-slate-700">{copy.loading}</p>;
  if (state.kind === "unsupported") return <p className="mt-6 text-slate-800">{PUSH_COPY.unsupported[state.why]}</p>;

  const leave = async (topic: FollowedTopic | null) => {
    if (!state.subscription) return;
    setMessage(null);
    try {
      await unfollow(state.subscription, topic);
      const topics = topic ? state.topics.filter((t) => t !== topic) : [];
      setState({ ...state, topics });
      setMessage(topic ? copy.removed(topic.label) : copy.removedAll);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : PUSH_COPY.errors.failed);
    }
  };

  return (
    <div className="mt-6">
      <p role="status" className="min-h-6 font-semibold text-teal-900">
        {message}
      </p>
      {state.topics.length === 0 ? (
        <p className="mt-2 text-slate-800">{copy.empty}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {state.topics.map((topic) => (
              <li
                key={`${topic.kind}:${topic.target}`}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div>
                  <a href={topic.url} className="font-semibold text-teal-900 underline">
                    {topic.label}
                  </a>
                  <p className="text-sm text-slate-700">{PUSH_COPY.what[topic.kind]}</p>
                </div>
                <button
                  type="button"
                  onClick={() => void leave(topic)}
                  aria-label={`${copy.remove}: ${topic.label}`}
                  className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800"
                >
                  {copy.remove}
                </button>
              </li>
            ))}
          </ul>
          {state.topics.length > 1 ? (
            <button
              type="button"
              onClick={() => void leave(null)}
              className="mt-4 rounded-lg border border-red-700 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
            >
              {copy.removeAll}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
