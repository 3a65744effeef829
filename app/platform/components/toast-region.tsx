import { type FocusEvent, useEffect, useRef, useState } from "react";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/platform/components/toast";
import { TOAST_DURATION_MS, type ToastMessage } from "~/platform/domain/toast";
import { dismissToast, removeToast, useToasts } from "~/platform/hooks/use-toast";

const close = (id: string) => {
  dismissToast(id);
  // Leave time for the closing animation before removing it.
  setTimeout(() => removeToast(id), 200);
};

/**
 * The notice's own 5000 ms, paused only while the pointer or the focus is on the
 * notice itself. (Radix's timer also paused on window blur and on the viewport, and a second
 * pause without a resume between them took the elapsed time off twice: notices vanished early.)
 */
function useAutoDismiss(id: string, duration: number, open: boolean) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;
  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const started = performance.now();
    const timer = window.setTimeout(() => close(id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (performance.now() - started));
    };
  }, [id, open, paused]);
  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}

/**
 * Escape belongs to the dialog the visitor is in (WAI-ARIA dialog pattern), not to a notice shown
 * over it: Radix makes the newest layer (the notice) take Escape, so the notice hands it to the
 * open dialog by pressing the dialog's own close button.
 */
function giveEscapeToOpenDialog(event: KeyboardEvent) {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  const closeButton = dialogs[dialogs.length - 1]?.querySelector<HTMLElement>("[data-dialog-close]");
  if (!closeButton) return;
  event.preventDefault();
  closeButton.click();
}

function Notice({
  id,
  title,
  description,
  variant,
  duration = TOAST_DURATION_MS,
  open,
}: ToastMessage & { open: boolean }) {
  const pause = useAutoDismiss(id, duration, open);
  return (
    <Toast
      variant={variant}
      // Radix's own timer is off: the notice keeps its own (useAutoDismiss).
      duration={Infinity}
      open={open}
      onOpenChange={(next) => {
        if (!next) close(id);
      }}
      onEscapeKeyDown={giveEscapeToOpenDialog}
      {...pause}
    >
      <div>
        <ToastTitle>{title}</ToastTitle>
        {description ? <ToastDescription>{description}</ToastDescription> : null}
      </div>
      <ToastClose />
    </Toast>
  );
}

/** The notices on screen (Radix Toast: announcements, close button, swipe). Loaded on first use. */
export default function ToastRegion() {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notificación">
      {toasts.map((notice) => (
        <Notice key={notice.id} {...notice} />
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
