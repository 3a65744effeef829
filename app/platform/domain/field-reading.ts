import { describedFields } from "./field-registry";
import { type FieldViews, type FormValues, nestValues } from "./field-views";
import { z } from "./zod";

/** A form's schema read back: what its editor draws, a sent form's values, its fields' labels. */

const views = new WeakMap<z.ZodObject, FieldViews>();

/** What a form's editor draws, derived from its schema (plain data for the browser). */
export function fieldViews(schema: z.ZodObject): FieldViews {
  const known = views.get(schema);
  if (known) return known;
  const derived: FieldViews = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const meta = describedFields.get(field);
      if (!meta) throw new Error(`The form field «${key}» has no description (app/platform/domain/field-kit.ts).`);
      if (meta.kind === "group" && field instanceof z.ZodObject) return [key, { ...meta, fields: fieldViews(field) }];
      if (meta.kind === "list" && field instanceof z.ZodArray && field.element instanceof z.ZodObject)
        return [key, { ...meta, fields: fieldViews(field.element) }];
      if (meta.kind === "group" || meta.kind === "list")
        throw new Error(`The form field «${key}» is not a ${meta.kind}.`);
      return [key, meta];
    }),
  );
  views.set(schema, derived);
  return derived;
}

/**
 * A sent form read by its schema: the value, or what is wrong with it by field name
 * (`sections.0.heading`, `about.photo.src`), the first message of each.
 */
export function readDescribedForm<S extends z.ZodObject>(
  schema: S,
  values: FormValues,
): { ok: true; value: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const parsed = schema.safeParse(nestValues(fieldViews(schema), values));
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

/** Each field's label by its name (a pasted table's columns are named as the form names them). */
export const fieldLabels = (schema: z.ZodObject): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldViews(schema)).map(([name, view]) => [name, view.label]));
