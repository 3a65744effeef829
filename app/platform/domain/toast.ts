/** A notice: default, destructive, or the green success variant. */
export type ToastVariant = "default" | "destructive" | "success";

export type ToastMessage = {
  id: string;
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; Infinity never auto-dismisses. */
  duration?: number;
};

/** Auto-dismiss after 5000 ms, at most one notice visible. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
