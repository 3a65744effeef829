/** The panel's buttons: a form's submit while it is on its way, a form that is one button. */
import { type ReactNode } from "react";
import { useNavigation } from "react-router";
import { SubmitButton } from "~/platform/components/field";
import { AdminForm } from "./admin-form";

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
