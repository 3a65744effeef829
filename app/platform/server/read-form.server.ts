import { cleanSubmittedText, withoutNul } from "~/platform/domain/clean-text";
import { readDescribedForm } from "~/platform/domain/field-kit";
import type { z } from "~/platform/domain/zod";

/**
 * A submitted form as every reader of the site takes it: each text value without control
 * characters (line breaks as `\n`), so no name, title or message stores a lone CR or an escape
 * sequence. `nul: "keep"` leaves NUL bytes for a pipeline that refuses them with a message on their
 * field; otherwise they are dropped. Files pass as they came. Null when the body is not a form.
 */
export async function readSubmittedForm(
  request: Request,
  { nul = "remove" }: { nul?: "keep" | "remove" } = {},
): Promise<FormData | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  return cleanForm(form, nul);
}

export function cleanForm(form: FormData, nul: "keep" | "remove" = "remove"): FormData {
  const cleaned = new FormData();
  for (const [key, value] of form) {
    const name = withoutNul(cleanSubmittedText(key));
    if (typeof value !== "string") cleaned.append(name, value);
    else cleaned.append(name, nul === "keep" ? cleanSubmittedText(value) : withoutNul(cleanSubmittedText(value)));
  }
  return cleaned;
}

/**
 * A submitted form read by its schema (written with ./field-kit's builders): its value, or the
 * first thing wrong with it and what was typed (to give back to the form). A body that is not a form
 * reads as an empty one.
 */
export function parseSubmittedForm<S extends z.ZodObject>(
  form: FormData | null,
  schema: S,
): { ok: true; value: z.output<S> } | { ok: false; message: string; typed: Record<string, string> } {
  const typed: Record<string, string> = {};
  for (const [key, value] of form ?? []) if (typeof value === "string") typed[key] ??= value;
  const read = readDescribedForm(schema, typed);
  if (read.ok) return read;
  return { ok: false, message: Object.values(read.errors)[0] ?? "Revisa el formulario.", typed };
}
