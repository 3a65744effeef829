import { createContext, type ReactNode, type Ref, useContext, useEffect, useId, useRef } from "react";
import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { type FormAnswer, fieldErrorOf, formErrorOf, typedValueOf } from "~/platform/domain/form-answer";
import { CompactFormContext, controlClass, FieldShell, SubmitButton } from "~/platform/components/field";
import { cn } from "~/platform/lib/cn";

/** The pipeline's answer to the form that was sent (app/platform/server/admin-action.server.ts). */
export const FormResultContext = createContext<FormAnswer | undefined>(undefined);

/**
 * One admin form: posts `intent` (and `id` for a row), works without JavaScript, and shows the
 * server's answer only in the form that was sent (a page has many small forms).
 */
export function AdminForm({
  intent,
  id,
  children,
  className,
  confirm,
  encType,
  "aria-label": ariaLabel,
}: {
  intent: string;
  id?: string | number;
  children: ReactNode;
  className?: string;
  /** Asked before a destructive change (JavaScript only; without it the change is made). */
  confirm?: string;
  encType?: "multipart/form-data";
  "aria-label"?: string;
}) {
  const actionData = useActionData<FormAnswer>();
  const key = `${intent}:${id ?? ""}`;
  const result = actionData?.form === key ? actionData : undefined;
  const formError = formErrorOf(result);
  // Saved (the answer was a redirect): the form starts again from what the page now shows (an "add"
  // form is empty again, an edit form shows the saved row), as without JavaScript (issue 32).
  // Refused, or answered in place (the page editor's list buttons): what was typed stays.
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const sentHere = useRef(false);
  const sending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData?.get("id") === String(id));
  useEffect(() => {
    if (sending) sentHere.current = true;
  }, [sending]);
  useEffect(() => {
    if (navigation.state !== "idle" || !sentHere.current) return;
    sentHere.current = false;
    if (!result) form.current?.reset();
    // Back at the form just saved (issue 28): rows added above it may have pushed it away.
    const box = form.current?.getBoundingClientRect();
    if (box && (box.bottom < 80 || box.top > window.innerHeight - 80)) form.current?.scrollIntoView({ block: "start" });
  }, [navigation.state, result]);
  // Without JavaScript the fragment brings the teacher back to this form: a refusal is answered at
  // this URL, and the redirect after a save keeps the fragment of the request it answers (RFC 9110 §10.2.2).
  const location = useLocation();
  const anchor = formAnchorOf(intent, id);
  return (
    <Form
      ref={form}
      id={anchor}
      action={`${location.pathname}${location.search}#${anchor}`}
      // With JavaScript the page stays where it was after the save's redirect (no jump to the top);
      // a save that opens another page starts it at its top (AdminLayout).
      preventScrollReset
      method="post"
      encType={encType}
      className={cn("scroll-mt-24", className)}
      aria-label={ariaLabel}
      onSubmit={confirm ? (event) => !window.confirm(confirm) && event.preventDefault() : undefined}
    >
      <input type="hidden" name="intent" value={intent} />
      {id !== undefined ? <input type="hidden" name="id" value={String(id)} /> : null}
      {formError ? (
        <p
          role="alert"
          className="mb-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
        >
          {formError}
        </p>
      ) : null}
      <CompactFormContext.Provider value={true}>
        <FormResultContext.Provider value={result}>{children}</FormResultContext.Provider>
      </CompactFormContext.Provider>
    </Form>
  );
}

/** The id of a panel form in its page, the fragment a save comes back to. */
export const formAnchorOf = (intent: string, id?: string | number) =>
  `form-${intent}${id === undefined ? "" : `-${id}`}`.replace(/[^A-Za-z0-9_-]/g, "-");

/** Whether the last answer was a refusal of this form (to reopen a collapsed editor, say). */
export function useFormRefused(intent: string, id?: string | number): boolean {
  const actionData = useActionData<FormAnswer>();
  return actionData?.form === `${intent}:${id ?? ""}` && !actionData.ok;
}

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

/**
 * The same button for a form that navigates (the panel's): pending while this form, told apart
 * by its `intent` and row `id` on a page of many forms, is on its way. (Fetcher forms pass
 * `pending` to SubmitButton themselves.)
 */
export function NavigationSubmitButton({
  intent,
  id,
  ...props
}: Omit<Parameters<typeof SubmitButton>[0], "pending"> & { intent?: string; id?: string | number }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (!intent || navigation.formData?.get("intent") === intent) &&
    (id === undefined || navigation.formData?.get("id") === String(id));
  return <SubmitButton {...props} pending={pending} />;
}

/**
 * A form that is one button (delete, clear, undo): its intent and row, the question asked first,
 * and any other fields it sends.
 */
export function AdminActionButton({
  intent,
  id,
  confirm,
  variant = "danger",
  fields = {},
  className,
  children,
}: {
  intent: string;
  id?: string | number;
  confirm?: string;
  variant?: "danger" | "secondary" | "primary";
  fields?: Readonly<Record<string, string>>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <AdminForm intent={intent} id={id} confirm={confirm} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <NavigationSubmitButton intent={intent} id={id} variant={variant}>
        {children}
      </NavigationSubmitButton>
    </AdminForm>
  );
}

/** A titled white panel: the admin pages are made of these. */
export function AdminPanel({
  title,
  children,
  actions,
  id,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id ? `${id}-title` : undefined} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A row of links that switch what the page shows (lists, grids, competitions); the current one is marked. */
export function AdminTabs({
  label,
  items,
}: {
  label: string;
  items: readonly { to: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item.current ? "page" : undefined}
              className={cn(
                "inline-flex rounded-lg px-3 py-2 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800",
                item.current
                  ? "bg-slate-900 text-white ring-slate-900"
                  : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100",
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One saved item of an admin list: its summary, a delete button, and its edit form folded away
 * (opened again when the server refused the edit, so the errors are in sight).
 */
export function EditableRow({
  id,
  summary,
  actions,
  children,
}: {
  id: number;
  summary: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const refused = useFormRefused("update", id);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>{summary}</div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <AdminActionButton intent="delete" id={id} confirm="¿Borrarlo? No se puede deshacer.">
            Borrar
          </AdminActionButton>
        </div>
      </div>
      <details className="mt-3" open={refused || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-teal-900">Editar</summary>
        <AdminForm intent="update" id={id} className="mt-3">
          {children}
          <div className="mt-4">
            <NavigationSubmitButton intent="update" id={id}>
              Guardar cambios
            </NavigationSubmitButton>
          </div>
        </AdminForm>
      </details>
    </li>
  );
}
