/** The panel's fields: each shows its error and, after a refusal, the value typed. */
import { type ReactNode, type Ref, useContext, useId } from "react";
import { fieldErrorOf, typedValueOf } from "~/platform/domain/form-answer";
import { controlClass } from "~/platform/components/control-class";
import { FieldShell } from "~/platform/components/field";
import { FormResultContext } from "./admin-form";

export type FieldProps = {
  name: string;
  label: string;
  defaultValue?: string | number | null;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  className?: string;
};

/** A panel field's id, error and value (the typed value again after a refusal). */
export function useAdminField(name: string, defaultValue: FieldProps["defaultValue"]) {
  const result = useContext(FormResultContext);
  const id = useId();
  const error = fieldErrorOf(result, name);
  const value = typedValueOf(result, name) ?? (defaultValue == null ? "" : String(defaultValue));
  return { id, error, value, errorId: `${id}-error` };
}

export function AdminInput({
  name,
  label,
  defaultValue,
  required,
  hint,
  maxLength,
  className,
  type = "text",
  autoComplete,
}: FieldProps & { type?: string; autoComplete?: string }) {
  const f = useAdminField(name, defaultValue);
  return (
    <FieldShell id={f.id} errorId={f.errorId} error={f.error} label={label} hint={hint} className={className}>
      <input
        id={f.id}
        name={name}
        type={type}
        defaultValue={type === "password" ? undefined : f.value}
        key={f.value}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={f.error ? f.errorId : undefined}
        className={controlClass}
      />
    </FieldShell>
  );
}

/**
 * A text area of the panel. `before` (given the area's id) and `after` draw around it, and `onText`
 * hears what is typed: the one text format's toolbar and preview (RichTextField).
 */
export function AdminTextarea({
  name,
  label,
  defaultValue,
  required,
  hint,
  maxLength,
  className,
  rows = 5,
  areaRef,
  before,
  after,
  onText,
}: Omit<FieldProps, "hint"> & {
  hint?: ReactNode;
  rows?: number;
  areaRef?: Ref<HTMLTextAreaElement>;
  before?: (id: string) => ReactNode;
  after?: ReactNode;
  onText?: (text: string) => void;
}) {
  const f = useAdminField(name, defaultValue);
  return (
    <FieldShell id={f.id} errorId={f.errorId} error={f.error} label={label} hint={hint} className={className}>
      {before?.(f.id)}
      <textarea
        ref={areaRef}
        id={f.id}
        name={name}
        defaultValue={f.value}
        key={f.value}
        rows={rows}
        required={required}
        maxLength={maxLength}
        onInput={onText ? (event) => onText(event.currentTarget.value) : undefined}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={f.error ? f.errorId : undefined}
        className={controlClass}
      />
      {after}
    </FieldShell>
  );
}

export function AdminSelect({
  name,
  label,
  defaultValue,
  required,
  hint,
  className,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const f = useAdminField(name, defaultValue);
  return (
    <FieldShell id={f.id} errorId={f.errorId} error={f.error} label={label} hint={hint} className={className}>
      <select
        id={f.id}
        name={name}
        defaultValue={f.value}
        key={f.value}
        required={required}
        aria-invalid={f.error ? true : undefined}
        aria-describedby={f.error ? f.errorId : undefined}
        className={controlClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function AdminCheckbox({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  const result = useContext(FormResultContext);
  const f = useAdminField(name, undefined);
  const checked = result?.result.initialValue ? typedValueOf(result, name) === "on" : Boolean(defaultChecked);
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          key={String(checked)}
          aria-invalid={f.error ? true : undefined}
          aria-describedby={f.error ? f.errorId : undefined}
          className="size-4 accent-teal-700"
        />
        {label}
      </label>
      {f.error ? (
        <p id={f.errorId} className="mt-1 text-sm font-medium text-red-800">
          {f.error}
        </p>
      ) : null}
    </div>
  );
}
