import { createContext, type ReactNode, useContext } from "react";
import type { FieldMeta } from "~/platform/components/public-form";
import { cn } from "~/platform/lib/cn";

import { controlClass } from "./control-class";

type CommonProps = {
  meta: FieldMeta;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  hint?: ReactNode;
};

/** A label, the control, a hint and the field's error (announced: the control points to it). */
export function FieldShell({
  id,
  errorId,
  error,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  errorId: string;
  error?: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const shellOf = (meta: FieldMeta) => ({ id: meta.id, errorId: meta.errorId, error: meta.errors?.[0] });

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
export function TextField({
  meta,
  label,
  type = "text",
  placeholder,
  disabled,
  maxLength,
  hint,
  autoComplete,
}: CommonProps & { type?: "text" | "email"; autoComplete?: string }) {
  // `key` changes when the form is cleared after a success, so React remounts the input empty.
  return (
    <FieldShell {...shellOf(meta)} label={label} hint={hint}>
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

/**
 * A gate's password (the course zone's, the organiser's): never remembered by the browser, and
 * remounted empty after each answer (`resetKey`), so a wrong password clears the field.
 */
export function GatePasswordField({
  id,
  label,
  resetKey,
  focus,
  autoFocusMark,
}: {
  id: string;
  label: string;
  resetKey: string;
  focus: boolean;
  autoFocusMark?: boolean;
}) {
  return (
    <FieldShell id={id} errorId={`${id}-error`} label={label}>
      <input
        key={resetKey}
        id={id}
        name="password"
        type="password"
        required
        autoComplete="off"
        autoFocus={focus}
        data-result-autofocus={autoFocusMark ? true : undefined}
        className={controlClass}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  meta,
  label,
  placeholder,
  disabled,
  maxLength,
  hint,
  rows = 5,
}: CommonProps & { rows?: number }) {
  return (
    <FieldShell {...shellOf(meta)} label={label} hint={hint}>
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

/** The site's button looks, by what the button does. */
export const buttonStyles = {
  primary: "bg-teal-800 text-white shadow-sm hover:bg-teal-900",
  secondary: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-100",
  danger: "border border-red-700 bg-white text-red-800 hover:bg-red-50",
};

/** Set by the panel's forms: smaller buttons that say 'Guardando...' (public forms say 'Enviando...'). */
export const CompactFormContext = createContext(false);

/**
 * The one submit button: says 'Enviando...' (or, in the panel, 'Guardando...') while `pending`,
 * and sits beside 'Cancelar' in a dialog.
 */
export function SubmitButton({
  children,
  pending = false,
  variant = "primary",
  pendingLabel,
  className,
}: {
  children: ReactNode;
  pending?: boolean;
  variant?: keyof typeof buttonStyles;
  pendingLabel?: string;
  className?: string;
}) {
  const inDialog = useContext(FormInDialogContext);
  const compact = useContext(CompactFormContext);
  const submit = (
    <button
      type="submit"
      disabled={pending}
      className={cn(
        "submit-button",
        compact ? "min-h-10 px-4 py-2 text-sm" : "px-5 py-3",
        buttonStyles[variant],
        inDialog && "flex-1",
        className,
      )}
    >
      {pending ? (pendingLabel ?? (compact ? "Guardando..." : "Enviando...")) : children}
    </button>
  );
  return inDialog ? inDialog(submit) : submit;
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  disabled,
}: Omit<CommonProps, "maxLength"> & { options: readonly string[] }) {
  return (
    <FieldShell {...shellOf(meta)} label={label}>
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
