import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "~/platform/lib/cn";

// One wrapper over Radix Dialog for every dialog of the site: focus trap, Escape, focus return.
export const Dialog = DialogPrimitive.Root;

export function DialogContent({
  className,
  children,
  side,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { side?: "right" }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        className={cn(
          "dialog-content fixed z-50 flex flex-col bg-white shadow-2xl outline-none",
          side === "right"
            ? "inset-y-0 right-0 w-[min(22rem,90vw)]"
            : "left-1/2 top-1/2 max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6",
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Looks are variants (`size`, `emphasis`), never a caller's colour or size classes beside ours: `className` is for layout. */
export function DialogTitle({
  className,
  size = "xl",
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title> & { size?: "lg" | "xl" }) {
  return (
    <DialogPrimitive.Title
      className={cn("font-semibold text-slate-900", size === "lg" ? "text-lg" : "text-xl", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  emphasis = false,
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description> & { emphasis?: boolean }) {
  return (
    <DialogPrimitive.Description
      className={cn(emphasis ? "text-base font-semibold text-slate-900" : "text-sm text-slate-700", className)}
      {...props}
    />
  );
}

export function DialogClose({ label = "Cerrar" }: { label?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      data-dialog-close=""
      className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  );
}
