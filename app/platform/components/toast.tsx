import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef } from "react";
import type { ToastVariant } from "~/platform/domain/toast";
import { cn } from "~/platform/lib/cn";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      label="Notificaciones ({hotkey})"
      className={cn(
        "fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px] print:hidden",
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
  success: "border-green-700 bg-green-700 text-white",
};

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg",
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className="text-sm font-semibold" {...props} />;
}

export function ToastDescription(props: ComponentPropsWithoutRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className="mt-1 text-sm opacity-95" {...props} />;
}

export function ToastClose() {
  return (
    <ToastPrimitive.Close
      aria-label="Cerrar aviso"
      className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
