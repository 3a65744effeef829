import { lazy, Suspense, useEffect, useState } from "react";
import type { ToastMessage } from "~/platform/domain/toast";
import { toast, useToasts } from "~/platform/hooks/use-toast";

// Radix Toast is only needed once there is a notice: it loads then (and is prefetched when the
// browser is idle), so it is not part of any page's first load.
const loadToastRegion = () => import("./toast-region");
const ToastRegion = lazy(loadToastRegion);

/** Renders the current notice; `flash` is a notice the server set before a redirect. */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const toasts = useToasts();
  const [hydrated, setHydrated] = useState(false);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    idle(() => void loadToastRegion());
  }, []);
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);
  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);

  return (
    <>
      {/* Before hydration (or with JavaScript off) the server's notice is plain HTML. */}
      {!hydrated && flash ? <StaticNotice notice={flash} /> : null}
      {needed ? (
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      ) : null}
    </>
  );
}

const staticVariant = {
  default: "border-slate-300 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
  success: "border-green-700 bg-green-700 text-white",
} as const;

function StaticNotice({ notice }: { notice: ToastMessage }) {
  return (
    <div
      role={notice.variant === "destructive" ? "alert" : "status"}
      data-testid="flash-notice"
      className={`fixed bottom-4 right-4 z-[100] w-[calc(100%-2rem)] rounded-lg border p-4 shadow-lg sm:max-w-[420px] ${staticVariant[notice.variant ?? "default"]}`}
    >
      <p className="text-sm font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
    </div>
  );
}
