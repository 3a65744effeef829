import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { cn } from "~/platform/lib/cn";
import type { FormDialogWindowProps } from "./form-dialog-window";

// The dialog's code (Radix, about 14 KB gzip) is fetched when a visitor points at or focuses the
// trigger and mounted on the first opening: pages with a form in a dialog do not load it up front.
const loadFormDialogWindow = () => import("./form-dialog-window");
const FormDialogWindow = lazy(loadFormDialogWindow);

const PARAM = "formulario";

/**
 * A form in a dialog that also works without JavaScript. The trigger is a link to
 * `?formulario=<name>`: with JavaScript that opens the dialog (focus trapped, Escape closes,
 * focus returns to the trigger); without it the page is rendered with the form in place.
 */
export function useFormDialog(name: string) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const open = searchParams.get(PARAM) === name;
  const close = () => {
    const params = new URLSearchParams(searchParams);
    params.delete(PARAM);
    const search = params.toString();
    navigate(search ? `?${search}` : ".", { replace: true, preventScrollReset: true });
  };
  // The trigger keeps the page's other parameters (e.g. the blog category).
  const withForm = new URLSearchParams(searchParams);
  withForm.set(PARAM, name);
  return { open, close, href: `?${withForm.toString()}`, triggerId: `abrir-${name}` };
}

/**
 * The trigger's looks are variants that never overlap (a caller's `bg-white text-indigo-900`
 * beside the default `bg-teal-800 text-white` left white text on a white button, depending on which
 * rule the stylesheet happened to put last). `className` is for layout only: margins, width.
 */
const TRIGGER_TONES = {
  primary: "bg-teal-800 text-white hover:bg-teal-900 focus-visible:outline-teal-800",
  /** On a dark header. */
  light: "bg-white text-indigo-900 hover:bg-indigo-50 focus-visible:outline-white",
};
const TRIGGER_SIZES = { md: "px-5 py-3", sm: "px-4 py-2 text-sm" };

export function FormDialogTrigger({
  dialog,
  children,
  tone = "primary",
  size = "md",
  className,
}: {
  dialog: ReturnType<typeof useFormDialog>;
  children: ReactNode;
  tone?: keyof typeof TRIGGER_TONES;
  size?: keyof typeof TRIGGER_SIZES;
  /** Layout only (margins, width): never colours or sizes. */
  className?: string;
}) {
  return (
    <Link
      id={dialog.triggerId}
      to={dialog.href}
      preventScrollReset
      onPointerEnter={() => void loadFormDialogWindow()}
      onFocus={() => void loadFormDialogWindow()}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
        TRIGGER_TONES[tone],
        TRIGGER_SIZES[size],
        className,
      )}
    >
      {children}
    </Link>
  );
}

type FormDialogProps = FormDialogWindowProps & { dialog: ReturnType<typeof useFormDialog> };

export function FormDialog({ dialog, title, description, children }: FormDialogProps) {
  const hydrated = useHydrated();
  const [used, setUsed] = useState(false);
  if (hydrated && dialog.open && !used) setUsed(true);
  if (!hydrated) {
    return dialog.open ? (
      <section
        aria-labelledby={`${dialog.triggerId}-titulo`}
        className="mt-6 rounded-2xl border-2 border-teal-700 bg-white p-6 shadow-lg"
      >
        <h2 id={`${dialog.triggerId}-titulo`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
        <div className="mt-4">{children}</div>
      </section>
    ) : null;
  }
  return used ? (
    <Suspense fallback={null}>
      <FormDialogWindow dialog={dialog} title={title} description={description}>
        {children}
      </FormDialogWindow>
    </Suspense>
  ) : null;
}
