import type { ToastMessage } from "~/platform/domain/toast";
import { cn } from "~/platform/lib/cn";

// Kept apart from public-form.tsx so pages without Conform forms do not load Conform and zod.
const noticeStyles = {
  default: "border-slate-300 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-50 text-red-950",
  success: "border-green-700 bg-green-50 text-green-950",
} as const;

/** The notice of a submission made without JavaScript, shown above the form. */
export function StaticFormNotice({ notice }: { notice: ToastMessage | null }) {
  if (!notice) return null;
  return (
    <div
      role={notice.variant === "destructive" ? "alert" : "status"}
      className={cn("mb-4 rounded-lg border-l-4 p-4", noticeStyles[notice.variant ?? "default"])}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1 text-sm">{notice.description}</p> : null}
    </div>
  );
}
