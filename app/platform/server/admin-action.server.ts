import { data } from "react-router";
import { type AppContext, appContext, type RouterContext } from "~/platform/server/context.server";
import type { z } from "zod";
import type { FormAnswer } from "~/platform/domain/form-answer";
import { Refusal, type RefusalCode } from "~/platform/domain/refusals";
import { refusalMessage } from "~/platform/copy/refusals";
import type { StaffRole } from "~/platform/domain/staff";
import { type AuditEntry, recordAudit } from "./audit.server";
import { requireStaff } from "./auth.server";
import type { Staff } from "~/platform/domain/staff";
import { databaseErrorCode, isBadInputError, isDatabaseUnavailable } from "./database-errors.server";
import type { Database } from "./db.server";
import { redirectWithToast } from "./toast.server";
import { cleanForm, readSubmittedForm } from "./read-form.server";
import { hasNul } from "~/platform/domain/clean-text";

/** The pipeline's own refusal, decided by a route's handler: 4xx with this message (models throw a domain `Refusal`). */
export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
    this.name = "AdminActionError";
  }
}

type AdminIntent<S extends z.ZodType> = {
  schema: S;
  /** The change, inside a transaction; returns what the audit log records. */
  run: (
    value: z.infer<S>,
    args: { tx: Database; staff: Staff; context: AppContext },
  ) => Promise<AuditEntry & { reply?: Record<string, string>; afterCommit?: () => Promise<void> }>;
  /** The toast's title; a function is asked after the change is committed. */
  success: string | ((value: z.infer<S>) => string | Promise<string>);
  /** Where the browser goes after success (default: the same page); `done` is what `run` recorded. */
  redirectTo?: (value: z.infer<S>, done: AuditEntry) => string;
  /** This form's own words for a model's refusal (app/platform/copy/refusals.ts has the others). */
  refusals?: Partial<Record<RefusalCode, string>>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const intent = <S extends z.ZodType>(definition: AdminIntent<S>): AdminIntent<any> => definition;

const formKeyOf = (intentName: string, id: unknown) => `${intentName}:${typeof id === "string" ? id : ""}`;

/** A refused panel form: its own error, the fields' errors and the values it sent (to fill it again). */
function refuse(
  form: string,
  message: string,
  status: number,
  values?: Record<string, string>,
  fieldErrors: Record<string, string[]> = {},
) {
  return data(
    {
      form,
      ok: false,
      result: {
        status: "error",
        error: { ...fieldErrors, "": [message, ...(fieldErrors[""] ?? [])] },
        initialValue: values,
      },
    } satisfies FormAnswer,
    { status },
  );
}

/**
 * The one path of every admin write: role check, the form's zod schema, the change and its audit
 * row in one transaction, then (committed) the page cache emptied and post/redirect/get with a
 * notice. Refusals are 4xx with the typed
 * values; nothing is half written.
 */
export async function handleAdminAction(
  { request, context: router }: { request: Request; context: RouterContext },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  intents: Record<string, AdminIntent<any>>,
  { role = "admin", formData: given }: { role?: StaffRole; formData?: FormData } = {},
) {
  const context = router.get(appContext);
  const staff = await requireStaff(request, context, role);
  // Control characters go at the door; a NUL byte is refused on its field below.
  const formData = given ? cleanForm(given, "keep") : await readSubmittedForm(request, { nul: "keep" });
  if (!formData) return refuse("", "No se pudo leer el formulario. Recarga la página e inténtalo de nuevo.", 400);
  const intentName = String(formData.get("intent") ?? "");
  const formKey = formKeyOf(intentName, formData.get("id"));
  const values: Record<string, string> = {};
  // Typed values come back to refill the form, except passwords.
  for (const [key, value] of formData) {
    if (typeof value === "string" && key !== "intent" && !/password|confirm/i.test(key))
      values[key] = value.slice(0, 20_000);
  }
  const handler = Object.hasOwn(intents, intentName) ? intents[intentName] : undefined;
  if (!handler) return refuse(formKey, "Acción no reconocida.", 400);
  // PostgreSQL text cannot hold a NUL byte: the field that has one is refused like any bad value.
  const withNul = [...formData.entries()].find(([, value]) => typeof value === "string" && hasNul(value));
  if (withNul)
    return refuse(formKey, "Revisa los campos marcados.", 400, values, {
      [withNul[0]]: ["El texto contiene caracteres no válidos."],
    });

  const raw: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  const parsed = handler.schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      fieldErrors[field] ??= [issue.message];
    }
    return refuse(formKey, "Revisa los campos marcados.", 400, values, fieldErrors);
  }

  let reply: Record<string, string> | undefined;
  let afterCommit: (() => Promise<void>) | undefined;
  let done: AuditEntry = { action: "" };
  try {
    await context.db.transaction(async (tx) => {
      const { reply: shown, afterCommit: after, ...entry } = await handler.run(parsed.data, { tx, staff, context });
      await recordAudit(tx, staff, entry);
      done = entry;
      reply = shown;
      afterCommit = after;
    });
  } catch (error) {
    if (error instanceof AdminActionError) return refuse(formKey, error.message, error.status, values);
    if (error instanceof Refusal) {
      const message = refusalMessage(error, handler.refusals);
      // A refusal about one field is shown under it too.
      return refuse(formKey, message, error.status, values, error.field ? { [error.field]: [message] } : {});
    }
    if (databaseErrorCode(error) === "23505")
      return refuse(formKey, "Ya existe un elemento con esos datos.", 409, values);
    if (isBadInputError(error)) return refuse(formKey, "Algún dato no es válido. Revisa el formulario.", 400, values);
    if (isDatabaseUnavailable(error))
      return refuse(formKey, "La base de datos no está disponible. Inténtalo de nuevo en unos minutos.", 503, values);
    throw error;
  }
  // Things others must hear about (cached pages, live pages) only once the change is really there.
  context.dataChanged();
  await afterCommit?.().catch((error: unknown) =>
    console.error(JSON.stringify({ level: "error", msg: "after-commit step failed", error: String(error) })),
  );
  if (reply) return data({ form: formKey, ok: true, result: { status: "success" }, reply } satisfies FormAnswer);
  const url = new URL(request.url);
  const title = typeof handler.success === "function" ? await handler.success(parsed.data) : handler.success;
  return redirectWithToast(context, handler.redirectTo?.(parsed.data, done) ?? `${url.pathname}${url.search}`, {
    title,
    variant: "success",
  });
}
