import { appContext, type RouterContext } from "~/platform/server/context.server";
import type { Database } from "./db.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { checkFieldNotice } from "~/platform/copy/notices/notice";
import { GENERIC_NOTICES } from "~/platform/copy/notices/generic";
import { FORM_ID_FIELD, HONEYPOT_FIELD, JS_FIELD } from "~/platform/domain/form-fields";
import { type FormAnswer, refusedFormNotice } from "~/platform/domain/form-answer";
import { publicRefusalOf, type RefusalKind } from "~/platform/domain/refusals";
import type { ToastMessage } from "~/platform/domain/toast";
import { databaseErrorCode, isBadInputError } from "./database-errors.server";
import { countPublicWrite, type WriteKind } from "./rate-limit.server";
import { redirectWithToast, withNoticeId } from "./toast.server";
import type { StaffNoticeKind } from "~/platform/domain/staff-notices";
import { cleanForm, readSubmittedForm } from "./read-form.server";

type Notice = Omit<ToastMessage, "id">;

/**
 * When the only thing wrong is text over a length limit (possible without the browser's
 * `maxlength`), the notice says so instead of the form's "fill in every field".
 */
function tooLongNotice(schema: z.ZodType, payload: unknown): Notice | null {
  const parsed = schema.safeParse(payload);
  if (
    parsed.success ||
    parsed.error.issues.length === 0 ||
    !parsed.error.issues.every((issue) => issue.code === "too_big")
  )
    return null;
  return { ...GENERIC_NOTICES.tooLong, description: parsed.error.issues[0]!.message };
}

type PublicFormOptions<Schema extends z.ZodType<Record<string, unknown>>, Written> = {
  /** The form data, when the route had to read it first (to pick the schema). */
  formData?: FormData;
  schema: Schema;
  /** Stores the submission; `awaitingApproval` when the teacher must approve it before it is shown. */
  write: (value: z.infer<Schema>, db: Database) => Promise<Written>;
  notices: {
    success: Notice | ((value: z.infer<Schema>) => Notice);
    /** Said instead of `success` when the entry waits for the teacher's approval (pupils' names). */
    awaitingApproval?: Notice | ((value: z.infer<Schema>) => Notice);
    failure: Notice;
    validation: Notice;
  };
  /** Where the browser goes after a successful submission without JavaScript (may depend on what was stored). */
  redirectTo: string | ((written: Written | undefined) => string);
  /** Which budget the write counts against. */
  kind: WriteKind;
  /** What staff are told by email once it is stored, if anything (e.g. only a comment that waits for approval). */
  notify?: StaffNoticeKind | ((written: NoInfer<Written>) => StaffNoticeKind | null);
  /**
   * How the page words a refusal of the write (the entry exists already: a unique constraint or
   * `Refusal("duplicate")`; what it refers to is gone: `"missing"`): the field that
   * gets the message, and the notice.
   */
  refusals?: Partial<
    Record<RefusalKind, { field: string; message: string; notice: Notice | ((value: z.infer<Schema>) => Notice) }>
  >;
};

/**
 * The one path every public write takes (contact, sign-ups, comments, suggestions...):
 * the limits of its kind (per browser, per address: docs/decisions/008), server-side validation
 * with the form's zod schema, the honeypot, the write, then either data for the JavaScript form or
 * a redirect with a flash notice (no JavaScript). Bad input gets a 4xx with a Spanish notice and
 * the typed values; a failed write, a 503. A committed write empties the page cache.
 */
/** What a route's action hands the pipeline. */
export type PublicFormArgs = { request: Request; context: RouterContext };

export async function handlePublicForm<
  Schema extends z.ZodType<Record<string, unknown>>,
  Written extends void | { awaitingApproval: boolean },
>(
  { request, context: router }: PublicFormArgs,
  {
    schema,
    write,
    notices,
    redirectTo,
    kind,
    notify,
    refusals = {},
    formData: given,
  }: PublicFormOptions<Schema, Written>,
) {
  const context = router.get(appContext);
  // Control characters go at the door; a NUL byte stays, to be refused on its field below.
  const formData = given ? cleanForm(given, "keep") : await readSubmittedForm(request, { nul: "keep" });
  if (!formData) {
    return data(
      { ok: false, result: { status: "error" }, notice: withNoticeId(GENERIC_NOTICES.badRequest) } satisfies FormAnswer,
      {
        status: 400,
      },
    );
  }
  const withJavaScript = formData.get(JS_FIELD) === "1";
  const sentForm = formData.get(FORM_ID_FIELD);
  const form = typeof sentForm === "string" ? sentForm.slice(0, 80) : undefined;
  const submission = parseWithZod(formData, { schema });

  const succeed = (value: z.infer<Schema>, written?: Written) => {
    const chosen = written?.awaitingApproval && notices.awaitingApproval ? notices.awaitingApproval : notices.success;
    const notice = typeof chosen === "function" ? chosen(value) : chosen;
    return withJavaScript
      ? data({
          ok: true,
          form,
          result: submission.reply({ resetForm: true }),
          notice: withNoticeId(notice),
        } satisfies FormAnswer)
      : redirectWithToast(context, typeof redirectTo === "function" ? redirectTo(written) : redirectTo, notice, {
          status: 303,
        });
  };

  // The rate limit and the write both need the database: if it fails, the visitor gets the
  // form's failure notice with the typed values (503), never a 500 page.
  const failed = (error: unknown) => {
    console.error(
      JSON.stringify({
        level: "error",
        msg: "public form write failed",
        path: new URL(request.url).pathname,
        error: String(error),
      }),
    );
    return data(
      { ok: false, form, result: submission.reply(), notice: withNoticeId(notices.failure) } satisfies FormAnswer,
      { status: 503 },
    );
  };

  try {
    const limit = await countPublicWrite(context.db, context.client, kind, context.limits);
    if (!limit.ok) {
      return data(
        {
          ok: false,
          form,
          result: submission.reply(),
          notice: withNoticeId(GENERIC_NOTICES.rateLimited),
        } satisfies FormAnswer,
        {
          status: 429,
          headers: { "Retry-After": String(limit.retryAfterSeconds) },
        },
      );
    }
  } catch (error) {
    return failed(error);
  }

  // A NUL byte cannot be stored in PostgreSQL text: the field is refused like any other bad value.
  const withNul = [...formData.entries()].find(([, value]) => typeof value === "string" && value.includes("\u0000"));
  if (withNul) {
    return data(
      {
        ok: false,
        form,
        result: submission.reply({ fieldErrors: { [withNul[0]]: [GENERIC_NOTICES.invalidCharacters] } }),
        notice: withNoticeId(notices.validation),
      } satisfies FormAnswer,
      { status: 400 },
    );
  }

  if (submission.status !== "success") {
    const errors = submission.reply().error ?? {};
    const notice =
      tooLongNotice(schema, submission.payload) ??
      refusedFormNotice(formData, errors, { empty: notices.validation, field: checkFieldNotice });
    return data({ ok: false, form, result: submission.reply(), notice: withNoticeId(notice) } satisfies FormAnswer, {
      status: 400,
    });
  }

  // A filled honeypot is a bot: answer as if all went well, store nothing.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return succeed(submission.value);

  let written: Written;
  try {
    written = await write(submission.value, context.db);
  } catch (error) {
    const refusal = publicRefusalOf(error) ?? (databaseErrorCode(error) === "23505" ? "duplicate" : null);
    const worded = refusal ? refusals[refusal] : undefined;
    if (worded) {
      const notice = typeof worded.notice === "function" ? worded.notice(submission.value) : worded.notice;
      return data(
        {
          ok: false,
          form,
          result: submission.reply({ fieldErrors: { [worded.field]: [worded.message] } }),
          notice: withNoticeId(notice),
        } satisfies FormAnswer,
        { status: 409 },
      );
    }
    // Input the database's own rules refuse (a value out of range) is the visitor's to fix.
    if (isBadInputError(error)) {
      return data(
        { ok: false, form, result: submission.reply(), notice: withNoticeId(notices.validation) } satisfies FormAnswer,
        { status: 400 },
      );
    }
    return failed(error);
  }
  context.dataChanged();
  // Queued after the commit and not awaited: an email never holds up or undoes what was sent.
  const staffNotice = typeof notify === "function" ? notify(written) : notify;
  if (staffNotice && context.mail) context.mail.notify(staffNotice);
  return succeed(submission.value, written);
}
