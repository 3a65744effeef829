import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "~/components/ui/toast";
import { TOAST_DURATION_MS } from "~/domain/toast";
import { dismissToast, removeToast, useToasts } from "~/hooks/use-toast";

/** The notices on screen (Radix Toast: auto-dismiss, close button, swipe). Loaded on first use. */
export default function ToastRegion() {
  const toasts = useToasts();
  return (
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
  );
}
