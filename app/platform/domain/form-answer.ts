import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "./toast";

/**
 * The one answer every form's action gives when it does not redirect: public forms (to their
 * fetcher, or rendered in the page without JavaScript) and the panel's forms alike.
 */
export type FormAnswer<Reply extends Record<string, string> = Record<string, string>> = {
  /** Which form of the page was sent: a public form's id, or a panel form's `intent:id`. */
  form?: string;
  ok: boolean;
  /** Conform's answer: the errors by field (the form's own under ""), the values to refill, a reset after success. */
  result: SubmissionResult<string[]>;
  /** The notice to show (public forms: always; the panel redirects with its notices). */
  notice?: ToastMessage;
  /** Something to show once instead of redirecting (an invitation link, a generated password, the result dialog's step). */
  reply?: Reply;
};

/** The form's own error (not tied to a field). */
export const formErrorOf = (answer: FormAnswer | undefined) => answer?.result.error?.[""]?.[0];

export const fieldErrorOf = (answer: FormAnswer | undefined, name: string) => answer?.result.error?.[name]?.[0];

/** What the visitor typed in a field, sent back with a refusal. */
export function typedValueOf(answer: FormAnswer | undefined, name: string): string | undefined {
  const values = answer?.result.initialValue as Record<string, unknown> | null | undefined;
  const value = values?.[name];
  return typeof value === "string" ? value : undefined;
}

/** Every typed value sent back with an answer (a form refilled whole: the page editor's). */
export function typedValuesOf(answer: FormAnswer | undefined): Record<string, string> | undefined {
  const values = answer?.result.initialValue;
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * The notice for a refused public form: the form's own «fill every field» notice when a refused field
 * is empty (the spec's words), otherwise what is wrong with the first refused field (a name with
 * surnames is not an empty field).
 */
export function refusedFormNotice<N extends Omit<ToastMessage, "id">>(
  values: { get(name: string): unknown },
  errors: Record<string, readonly string[] | null | undefined>,
  notices: { empty: N; field: (message: string) => N },
): N {
  const refused = Object.entries(errors).filter(([name, messages]) => name !== "" && messages && messages.length > 0);
  const isEmpty = (name: string) => {
    const value = values.get(name);
    return typeof value !== "string" || value.trim() === "";
  };
  if (refused.length === 0 || refused.some(([name]) => isEmpty(name))) return notices.empty;
  return notices.field(refused[0]![1]![0]!);
}
