import { useSyncExternalStore } from "react";
import { TOAST_LIMIT, type ToastMessage } from "~/platform/domain/toast";

type ShownToast = ToastMessage & { open: boolean };

// A tiny store outside React so any component (or a flash notice from the server) can show a
// notice. At most TOAST_LIMIT are kept: a new notice replaces the old one.
let toasts: ShownToast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: ShownToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, "id"> & { id?: string }): string {
  const id = message.id ?? `t${++counter}`;
  if (toasts.some((t) => t.id === id)) return id;
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: string) {
  emit(toasts.filter((t) => t.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: ShownToast[] = [];

export function useToasts(): ShownToast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => serverSnapshot,
  );
}

/** The notices held now (outside React: tests, debugging). */
export function getToasts(): readonly ShownToast[] {
  return toasts;
}
