import type { LeafView } from "./field-views";
import { z } from "./zod";

/**
 * Where the form language (app/platform/domain/field-kit.ts) keeps what each field is: its label and
 * kind, registered by the builders and read by `fieldViews` (app/platform/domain/field-reading.ts).
 */
export type FieldMeta =
  LeafView | { kind: "group"; label: string } | { kind: "list"; label: string; itemLabel: string; max: number };

export const describedFields = z.registry<FieldMeta>();

/** A schema that is a field of a form, with what its editor draws. */
export function described<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  const field: z.ZodType = schema;
  describedFields.add(field, meta);
  return schema;
}
