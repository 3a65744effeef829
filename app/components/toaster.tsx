import { useEffect, useState } from "react";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "~/components/ui/toast";
import { TOAST_DURATION_MS, type ToastMessage } from "~/domain/toast";
import { dismissToast, removeToast, toast, useToasts } from "~/hooks/use-toast";

/** Renders the current notice; `flash` is a notice the server set before a redirect. */
export function Toaster({ flash }: { flash: ToastMessage | null }) {
  const toasts = useToasts();
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash]);

  return (
    <>
      {/* Before hydration (or with JavaScript off) the server's notice is plain HTML. */}
      {!hydrated && flash ? <StaticNotice notice={flash} /> : null}
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notificación">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) {
              dismissToast(id);
              // Leave time for the closing animation before removing it.
              setTimeout(() => removeToast(id), 200);
            }
          }}
        >
          <div>
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
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
