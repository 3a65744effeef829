/** The panel's form: one pipeline's answer, its notices, where a save comes back to. */
import { createContext, type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "~/platform/components/confirm-dialog";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { type FormAnswer, formErrorOf } from "~/platform/domain/form-answer";
import { CompactFormContext } from "~/platform/components/field";
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
  /** Asked before a destructive change, in the site's dialog (JavaScript only; without it the change is made). */
  confirm?: string;
  encType?: "multipart/form-data";
  "aria-label"?: string;
}) {
  const actionData = useActionData<FormAnswer>();
  const key = `${intent}:${id ?? ""}`;
  const result = actionData?.form === key ? actionData : undefined;
  const formError = formErrorOf(result);
  // Saved (the answer was a redirect): the form starts again from what the page now shows (an "add"
  // form is empty again, an edit form shows the saved row), as without JavaScript.
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
    // Back at the form just saved: rows added above it may have pushed it away.
    const box = form.current?.getBoundingClientRect();
    if (box && (box.bottom < 80 || box.top > window.innerHeight - 80)) form.current?.scrollIntoView({ block: "start" });
  }, [navigation.state, result]);
  // Without JavaScript the fragment brings the teacher back to this form: a refusal is answered at
  // this URL, and the redirect after a save keeps the fragment of the request it answers (RFC 9110 §10.2.2).
  const location = useLocation();
  const anchor = formAnchorOf(intent, id);
  // The question first: the submission waits for «Sí, seguir», then goes as it was sent (its button).
  const [asking, setAsking] = useState<{ submitter: HTMLElement | null } | null>(null);
  const confirmed = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!confirm || confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    setAsking({ submitter: (event.nativeEvent as SubmitEvent).submitter });
  };
  const answer = (yes: boolean) => {
    const submitter = asking?.submitter;
    setAsking(null);
    if (!yes) return;
    confirmed.current = true;
    form.current?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  };
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
      onSubmit={confirm ? onSubmit : undefined}
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
      {confirm ? <ConfirmDialog question={confirm} open={asking !== null} onAnswer={answer} /> : null}
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
