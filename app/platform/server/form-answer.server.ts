import { data } from "react-router";
import type { FormAnswer } from "~/platform/domain/form-answer";
import type { ToastMessage } from "~/platform/domain/toast";
import { withNoticeId } from "./toast.server";

/**
 * A form's answer when it does not redirect, for the forms that do not go through a schema (a
 * password gate, the staff sign-in, the result dialog's steps): the same `FormAnswer` the public
 * forms and the panel give, so every page reads a refusal the same way.
 */
export function answerForm<Reply extends Record<string, string> = Record<string, string>>(
  answer: {
    form?: string;
    ok: boolean;
    /** The notice to show (a panel form answered in place may have none: its page shows what changed). */
    notice?: Omit<ToastMessage, "id">;
    /** What the visitor typed, to refill the fields (never a password). */
    values?: Record<string, string>;
    errors?: Record<string, string[]>;
    reply?: Reply;
  },
  init: { status?: number; headers?: HeadersInit } = {},
) {
  const { form, ok, notice, values, errors, reply } = answer;
  return data<FormAnswer<Reply>>(
    {
      form,
      ok,
      result: { status: ok ? "success" : "error", initialValue: values, error: errors },
      notice: notice ? withNoticeId(notice) : undefined,
      reply,
    },
    { status: init.status ?? (ok ? 200 : 400), headers: init.headers },
  );
}
