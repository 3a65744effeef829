import type { FieldMetadata } from "@conform-to/react";
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/40 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700";

type CommonProps = {
  meta: FieldMetadata<string>;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  hint?: ReactNode;
};

function FieldShell({ meta, label, children, hint }: { meta: FieldMetadata<string>; label: string; children: ReactNode; hint?: ReactNode }) {
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

/** A labelled input whose errors are announced (aria-invalid, aria-describedby). */
export function TextField({ meta, label, type = "text", placeholder, disabled, maxLength, hint, autoComplete }: CommonProps & { type?: "text" | "email"; autoComplete?: string }) {
  // Conform's `key` changes when the form is reset, so React remounts the input empty.
  const { key, ...inputProps } = getInputProps(meta, { type });
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <input
        {...inputProps}
        key={key}
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
  const { key, ...textareaProps } = getTextareaProps(meta);
  return (
    <FieldShell meta={meta} label={label} hint={hint}>
      <textarea
        {...textareaProps}
        key={key}
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

export function SubmitButton({ pending, children, className }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={cn(
        "inline-flex items-center justify-center rounded-lg bg-teal-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 disabled:cursor-wait disabled:opacity-70",
        className,
      )}
    >
      {pending ? "Enviando..." : children}
    </button>
  );
}

export function SelectField({ meta, label, options, placeholder, disabled }: Omit<CommonProps, "maxLength"> & { options: readonly string[] }) {
  const { key, ...selectProps } = getSelectProps(meta);
  return (
    <FieldShell meta={meta} label={label}>
      <select {...selectProps} key={key} required disabled={disabled} className={controlClass}>
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
