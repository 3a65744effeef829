import { fieldViews, readDescribedForm } from "~/platform/domain/field-kit";
import {
  completeDocument,
  editListInForm,
  type FormValues,
  formValuesOf,
  type JsonDocument,
  type ListEdit,
  listIndices,
} from "~/platform/domain/field-views";
import { z } from "~/platform/domain/zod";

/**
 * The content of a public page as the teacher edits it: a JSON document whose shape
 * is the page's schema (app/pages/copy/page-editors.ts), written in the panel's one form language
 * (app/platform/domain/field-kit.ts). The same schema names the editor's form fields (`intro`,
 * `sections.0.heading`, `sections.0.columns.1.items`), checks a sent form, and turns a stored
 * document back into the form's values.
 */
export type PageDocument = JsonDocument;

/**
 * A sent editor form as a document, or what is wrong with it by field name (nothing: it may be
 * published).
 */
export function readPageForm(
  schema: z.ZodObject,
  values: FormValues,
): { document: PageDocument | null; errors: Record<string, string> } {
  const read = readDescribedForm(schema, values);
  if (!read.ok) return { document: null, errors: read.errors };
  // The schema's value is the document as it is stored (plain JSON: texts, lists, numbers, images).
  return { document: completeDocument(fieldViews(schema), read.value), errors: {} };
}

/**
 * What the page editor's «Guardar» takes: the document its fields make (each field's problem under
 * its name), whether it is a preview, and the version the form was opened on.
 */
export const pageDocumentSchema = (schema: z.ZodObject) =>
  z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    const values = Object.fromEntries(
      Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const { document, errors } = readPageForm(schema, values);
    for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", path: [path], message });
    const basedOn = Number(values.basedOn);
    return {
      document: document ?? {},
      preview: values.mode === "preview",
      basedOn: Number.isSafeInteger(basedOn) && basedOn > 0 ? basedOn : null,
    };
  });

/** The form values that show a document in its editor. */
export const pageFormValues = (schema: z.ZodObject, document: unknown): FormValues =>
  formValuesOf(fieldViews(schema), document);

/** The editor's form after one list button (add, remove or move an item); null when it names no list of the page. */
export const editPageForm = (schema: z.ZodObject, values: FormValues, edit: ListEdit): FormValues | null =>
  editListInForm(fieldViews(schema), values, edit);

/** A stored document completed with the page's current fields (a field added by a newer version of the site reads as empty). */
export const completePageDocument = (schema: z.ZodObject, stored: unknown): PageDocument =>
  completeDocument(fieldViews(schema), stored);

/** Every external link and video of a document, with the form name that holds it (the link check lists them). */
export function documentLinks(
  schema: z.ZodObject,
  document: PageDocument,
): { field: string; label: string; url: string; videoId?: string }[] {
  const views = fieldViews(schema);
  const values = formValuesOf(views, document);
  const found: { field: string; label: string; url: string; videoId?: string }[] = [];
  const walk = (map: typeof views, prefix: string) => {
    for (const [key, view] of Object.entries(map)) {
      const name = `${prefix}${key}`;
      if (view.kind === "group") walk(view.fields, `${name}.`);
      else if (view.kind === "list") listIndices(values, name).forEach((i) => walk(view.fields, `${name}.${i}.`));
      else if (view.kind === "url" && /^https?:\/\//i.test(values[name] ?? "")) {
        // Named as the page shows it: the text of its card or button when it has one.
        const shown = values[`${prefix}label`] || values[`${prefix}title`] || values[`${prefix}heading`];
        found.push({ field: name, label: shown || view.label, url: values[name]! });
      } else if (view.kind === "youtube" && values[name])
        found.push({
          field: name,
          label: view.label,
          url: `https://www.youtube.com/watch?v=${values[name]}`,
          videoId: values[name],
        });
    }
  };
  walk(views, "");
  return found;
}
