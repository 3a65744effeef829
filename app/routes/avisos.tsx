import { MyNoticesOnDemand } from "~/push";
import { Suspense } from "react";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { SHAREABLE_PAGE } from "~/platform/lib/route-handle";
import { PUSH_COPY } from "~/push";

const copy = PUSH_COPY.myNotices;

// What a phone follows is known only to the phone (its push subscription): the list is the browser's.

/** The same page for every visitor: the page cache may share it. */
export const handle = SHAREABLE_PAGE;

export const meta = () => unlistedPageMeta(copy.title, copy.intro);

export default function MyNoticesPage() {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mt-2 text-lg text-slate-700">{copy.intro}</p>
      {hydrated ? (
        <Suspense fallback={<p className="mt-6 text-slate-700">{copy.loading}</p>}>
          <MyNoticesOnDemand />
        </Suspense>
      ) : (
        <noscript>
          <p className="mt-6 text-slate-800">{copy.noScript}</p>
        </noscript>
      )}
    </div>
  );
}
