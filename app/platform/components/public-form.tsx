import type { SubmissionResult } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import { FORM_ID_FIELD, HONEYPOT_FIELD, JS_FIELD } from "~/platform/domain/form-fields";
import type { ToastMessage } from "~/platform/domain/toast";
import { useHydrated } from "~/platform/hooks/use-hydrated";
import { toast } from "~/platform/hooks/use-toast";
import { type FormAnswer, refusedFormNotice } from "~/platform/domain/form-answer";
import { checkFieldNotice } from "~/platform/copy/notices/notice";

export { StaticFormNotice } from "./static-form-notice";

/** What a field component needs: ids for the label and the error, the error, the typed value. */
export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  /** The value sent, when the answer of a refused submission is rendered (no JavaScript). */
  initialValue: string | undefined;
  /** Changes when the form is cleared after a success, so that React remounts the inputs empty. */
  key: string;
};

type FieldErrors = Record<string, string[] | null | undefined>;

/**
 * Everything a public form needs, once: validation in the browser with the action's own zod
 * schema (Conform's `parseWithZod`, so the messages are the server's), submission through a
 * fetcher (no navigation), pending state, the notice as a toast, the first wrong field focused,
 * errors updated as the visitor types, fields cleared on success and kept on failure. Without
 * JavaScript the form posts normally and the action's answer (errors, values, notice) is rendered
 * by the server.
 *
 * The page itself carries none of the validation code (zod and Conform are about 37 KB gzip,
 * more than the page budget leaves): it is loaded when the visitor first touches the form, long
 * before the first submit; a submit that comes first waits for it. Should it fail to load, the
 * submit goes to the server, which answers with the same errors and notice.
 */
export type PublicFormOptions<Schema extends z.ZodType<Record<string, unknown>>> = {
  id: string;
  /** `() => import("~/<capability>/domain/public-forms").then((m) => m.someSchema)`: the action's schema. */
  loadSchema: () => Promise<Schema>;
  validationNotice: Omit<ToastMessage, "id">;
  /** Called after a successful submission (e.g. to close the dialog holding the form). */
  onSuccess?: () => void;
  /** Called with what was sent once the server has stored it (the like and comment forms remember the visitor's name). */
  onSent?: (formData: FormData) => void;
};

export function usePublicForm<Schema extends z.ZodType<Record<string, unknown>>>({
  id,
  loadSchema,
  validationNotice,
  onSuccess,
  onSent,
}: PublicFormOptions<Schema>) {
  const fetcher = useFetcher<FormAnswer>({ key: id });
  const pageAnswer = useActionData<FormAnswer>();
  // Without JavaScript the page's answer belongs to the form that was sent (there may be several).
  const actionData = pageAnswer && (pageAnswer.form === undefined || pageAnswer.form === id) ? pageAnswer : undefined;
  const hydrated = useHydrated();
  const answer = fetcher.data ?? actionData;

  // The errors on screen are the last answer's until the browser checks the form itself; a newer
  // answer from the server takes over again.
  const [checked, setChecked] = useState<{ answer: FormAnswer | undefined; errors: FieldErrors } | null>(null);
  const errors: FieldErrors = checked && checked.answer === answer ? checked.errors : (answer?.result.error ?? {});
  const [resets, setResets] = useState(0);
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const validate = useRef<((formData: FormData) => SubmissionResult<string[]>) | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loadSchemaRef = useRef(loadSchema);
  loadSchemaRef.current = loadSchema;
  const loadValidation = () => {
    loading.current ??= Promise.all([loadSchemaRef.current(), import("~/platform/lib/validate-form")]).then(
      ([schema, module]) => {
        validate.current = (formData) => module.validateForm(formData, schema);
      },
      (error: unknown) => {
        // Offline, or a new version deployed: the server still checks; try again on the next touch.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  };
  const preloadValidation = () => void loadValidation().catch(() => {});
  // A submit that comes before the check has loaded (a fast visitor, a slow phone) waits for it;
  // if it cannot load, the submit goes to the server once, unchecked.
  const sendUnchecked = useRef(false);
  const waiting = useRef(false);

  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  // What was sent, to be remembered once the server says it was stored.
  const sentValues = useRef<FormData | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.notice) toast(data.notice);
    if (data.ok) {
      attempted.current = false;
      if (sentValues.current) onSentRef.current?.(sentValues.current);
      setResets((n) => n + 1);
      onSuccessRef.current?.();
    } else if (data.result.error) {
      focusFirstInvalid(formRef.current, data.result.error);
    }
  }, [fetcher.data]);
  // Sent: the keyboard goes back to the form's first field, not to the page's top. A form
  // in a dialog (`onSuccess` closes it) leaves that to the dialog, which returns to its button.
  useEffect(() => {
    if (resets === 0 || onSuccessRef.current) return;
    firstField(formRef.current)?.focus();
  }, [resets]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    attempted.current = true;
    const check = validate.current;
    if (!check) {
      if (sendUnchecked.current) {
        sendUnchecked.current = false;
        return;
      }
      event.preventDefault();
      // A second click while waiting must not queue a second submission.
      if (waiting.current) return;
      waiting.current = true;
      const formElement = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const submitAgain = () => {
        waiting.current = false;
        if (formElement.isConnected) formElement.requestSubmit(submitter?.isConnected ? submitter : null);
      };
      loadValidation().then(submitAgain, () => {
        sendUnchecked.current = true;
        submitAgain();
      });
      return;
    }
    const sent = new FormData(event.currentTarget);
    sentValues.current = sent;
    const result = check(sent);
    setChecked({ answer, errors: result.error ?? {} });
    if (result.status === "error") {
      // Say why and send nothing.
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, result.error ?? {});
      toast(refusedFormNotice(sent, result.error ?? {}, { empty: validationNotice, field: checkFieldNotice }));
    }
  };

  // After a first attempt, the errors follow what the visitor types.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const check = validate.current;
    if (!check || !(attempted.current || Object.keys(errors).length > 0)) return;
    setChecked({ answer, errors: check(new FormData(event.currentTarget)).error ?? {} });
  };

  const initialValues = (answer?.result.initialValue ?? {}) as Record<string, unknown>;
  const field = (name: string): FieldMeta => {
    const fieldErrors = errors[name];
    const initialValue = initialValues[name];
    return {
      id: `${id}-${name}`,
      name,
      errorId: `${id}-${name}-error`,
      errors: fieldErrors && fieldErrors.length > 0 ? fieldErrors : undefined,
      initialValue: typeof initialValue === "string" ? initialValue : undefined,
      key: `${id}-${name}-${resets}`,
    };
  };
  // `fields.name` reads like Conform's API and stays typed by the schema's input.
  const fields = new Proxy({} as Record<keyof z.input<Schema> & string, FieldMeta>, {
    get: (_, name) => field(String(name)),
  });

  return {
    fetcher,
    fields,
    pending: fetcher.state !== "idle",
    formProps: {
      id,
      ref: formRef,
      noValidate: hydrated,
      // A send before the page has hydrated waits for it, then goes through the checks below.
      "data-early": "",
      onSubmit,
      onInput,
      onFocus: preloadValidation,
      onPointerDown: preloadValidation,
      method: "post" as const,
    },
    /** How many times the form was emptied after a success (its fields are drawn anew each time). */
    resets,
    /** The answer to a submission without JavaScript, rendered in the page. */
    staticNotice: hydrated ? null : (actionData?.notice ?? null),
    hiddenFields: (
      <>
        <HoneypotField />
        <input type="hidden" name={FORM_ID_FIELD} value={id} />
        {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      </>
    ),
  };
}

/** The form's first field a person fills in (not the hidden ones or the honeypot). */
function firstField(form: HTMLFormElement | null): HTMLElement | null {
  if (!form) return null;
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (
      !["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName) ||
      element.type === "hidden" ||
      element.disabled ||
      element.tabIndex < 0
    )
      continue;
    if (element.getClientRects().length === 0) continue;
    return element;
  }
  return null;
}

/** Focuses the first field of the form, in page order, that has an error. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && errors[name]?.length) {
      (element as HTMLElement).focus();
      return;
    }
  }
}

/** A field only bots fill in: off screen, out of the tab order, hidden from assistive tech. */
function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>No rellenes este campo</label>
      <input
        id={`${HONEYPOT_FIELD}-input`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
