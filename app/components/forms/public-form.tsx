import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { z } from "zod";
import { FORM_ID_FIELD, HONEYPOT_FIELD, JS_FIELD } from "~/domain/forms";
import type { ToastMessage } from "~/domain/toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import type { PublicFormResult } from "~/server/public-form.server";

export { StaticFormNotice } from "./static-form-notice";

/**
 * Everything a public form needs, once: Conform + zod validation in the browser (the same schema
 * the action uses), submission through a fetcher (no navigation), pending state, the notice as a
 * toast, fields cleared on success and kept on failure. Without JavaScript the form posts
 * normally and the action's answer (errors, values, notice) is rendered by the server.
 */
export function usePublicForm<Schema extends z.ZodType<Record<string, unknown>>>({
  id,
  schema,
  validationNotice,
  onSuccess,
}: {
  id: string;
  schema: Schema;
  validationNotice: Omit<ToastMessage, "id">;
  /** Called after a successful submission (e.g. to close the dialog holding the form). */
  onSuccess?: () => void;
}) {
  const fetcher = useFetcher<PublicFormResult>({ key: id });
  const pageAnswer = useActionData<PublicFormResult>();
  // Without JavaScript the page's answer belongs to the form that was sent (there may be several).
  const actionData = pageAnswer && (pageAnswer.form === undefined || pageAnswer.form === id) ? pageAnswer : undefined;
  const hydrated = useHydrated();
  const answer = fetcher.data ?? actionData;

  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    if (fetcher.data?.notice) toast(fetcher.data.notice);
    if (fetcher.data?.ok) onSuccessRef.current?.();
  }, [fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    // Conform cancels the submission when the browser-side check fails: say why, send nothing.
    if (event.defaultPrevented) toast(validationNotice);
  };

  return {
    fetcher,
    form,
    fields,
    pending: fetcher.state !== "idle",
    formProps: { id: form.id, noValidate: hydrated, onSubmit, method: "post" as const },
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

/** A field only bots fill in: off screen, out of the tab order, hidden from assistive tech. */
function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_FIELD}-input`}>No rellenes este campo</label>
      <input id={`${HONEYPOT_FIELD}-input`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
