import { createContext, type ReactNode, useContext } from "react";
import type { FieldMeta } from "~/components/forms/public-form";
import { cn } from "~/lib/cn";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/40 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700";

type CommonProps = {
  meta: FieldMeta;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  hint?: ReactNode;
};

function FieldShell({ meta, label, children, hint }: { meta: FieldMeta; label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      {meta.errors?.length ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-800">
          {meta.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes every control takes from its field: name, id, error announcement, value sent. */
function controlProps(meta: FieldMeta) {
  return {
    id: meta.id,
    name: meta.name,
    defaultValue: meta.initialValue,
    "aria-invalid": meta.errors ? true : undefined,
    "aria-describedby": meta.errors ? meta.errorId : undefined,
  };
}

/** A labelled input whose errors are announced (aria-invalid, aria-describedby). */
export function TextField({ meta, label, type = "text", placeholder, disabled, maxLength, hint, autoComplete }: CommonProps & { type?: "text" | "email"; autoComplete?: string }) {
  // `key` changes when the form is cleared after a success, so React remounts the input empty.
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <input
        {...controlProps(meta)}
        key={meta.key}
        type={type}
        required
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={autoComplete}
        className={controlClass}
      />
    </FieldShell>
  );
}

export function TextAreaField({ meta, label, placeholder, disabled, maxLength, hint, rows = 5 }: CommonProps & { rows?: number }) {
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <textarea
        {...controlProps(meta)}
        key={meta.key}
        required
        rows={rows}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        className={cn(controlClass, "resize-y")}
      />
    </FieldShell>
  );
}

/**
 * Set by a dialog that holds a form (the dialog's code, loaded on first use): it puts a
 * 'Cancelar' beside the form's submit button (components/forms/with-cancel.tsx).
 */
export const FormInDialogContext = createContext<((submit: ReactNode) => ReactNode) | null>(null);

export function SubmitButton({ pending, children, className }: { pending: boolean; children: ReactNode; className?: string }) {
  const inDialog = useContext(FormInDialogContext);
  const submit = (
    <button
      type="submit"
      disabled={pending}
      className={cn(
        "inline-flex items-center justify-center rounded-lg bg-teal-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:cursor-wait disabled:opacity-70",
        inDialog && "flex-1",
        className,
      )}
    >
      {pending ? "Enviando..." : children}
    </button>
  );
  return inDialog ? inDialog(submit) : submit;
}

export function SelectField({ meta, label, options, placeholder, disabled }: Omit<CommonProps, "maxLength"> & { options: readonly string[] }) {
  return (
    <FieldShell meta={meta} label={label}>
      <select {...controlProps(meta)} key={meta.key} required disabled={disabled} className={controlClass}>
        <option value="">{placeholder ?? "Elige una opción"}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
