/**
 * What a panel form draws for its fields: plain data derived from the form's one description, its
 * zod schema (app/platform/domain/field-kit.ts: `fieldViews`), so a loader can send it to the
 * browser without the schema. The editors' fields are named by their place in the document
 * (`intro`, `sections.0.heading`, `sections.0.columns.1.items`, `about.photo.src`); this module
 * walks those names. No zod here: the panel's pages load it without the schemas.
 */
type Common = { label: string; optional?: boolean; hint?: string; wide?: boolean };
export type FieldOption = { value: string; label: string };

export type LeafView =
  /** One line, a text area, a text in the site's one format, paragraphs (blank line between), or one item per line. */
  | (Common & { kind: "text" | "textarea" | "richtext" | "paragraphs" | "lines"; max: number })
  /** `choices`: its options are the site's data (the courses, their classes), filled in by the loader (`withChoices`). */
  | (Common & { kind: "select"; options: readonly FieldOption[]; choices?: ChoiceSource; none?: string })
  | (Common & { kind: "number"; min: number; max: number })
  /** An http(s) address (or, `internal`, a path of this site). */
  | (Common & { kind: "url"; internal?: boolean })
  /** A YouTube video; a picture with its alternative text (`.src`, `.alt`); a picture's path alone; a box. */
  | (Common & { kind: "youtube" | "image" | "picture" | "checkbox" });

export type FieldView =
  | LeafView
  | { kind: "group"; label: string; fields: FieldViews }
  | { kind: "list"; label: string; itemLabel: string; max: number; fields: FieldViews };

export type FieldViews = { readonly [name: string]: FieldView };

/** Where a select's options come from when they are the site's data, not the form's. */
export type ChoiceSource = "courses" | "classes";

/** The views with the site's current choices in their data-fed selects (the loader's, before sending them). */
export function withChoices(fields: FieldViews, choices: Record<ChoiceSource, readonly FieldOption[]>): FieldViews {
  return Object.fromEntries(
    Object.entries(fields).map(([name, view]): [string, FieldView] => {
      if (view.kind === "select" && view.choices) {
        const none = view.none === undefined ? [] : [{ value: "", label: view.none }];
        return [name, { ...view, options: [...none, ...choices[view.choices]] }];
      }
      if (view.kind === "group" || view.kind === "list")
        return [name, { ...view, fields: withChoices(view.fields, choices) }];
      return [name, view];
    }),
  );
}

/** A form's values by field name, as typed. */
export type FormValues = Record<string, string>;

type Json = null | boolean | string | number | Json[] | { [key: string]: Json };
export type JsonDocument = { [key: string]: Json };

/** The id of the editor's input for a form name (the link check's «Editar» goes straight to it). */
export const fieldId = (name: string) => `campo-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/** The indices of a list's items in a form's values, in order (`sections.0.…`, `sections.1.…`). */
export function listIndices(values: FormValues, name: string): number[] {
  const prefix = `${name}.`;
  const found = new Set<number>();
  for (const key of Object.keys(values)) {
    if (!key.startsWith(prefix)) continue;
    const index = key.slice(prefix.length).match(/^(\d+)\./)?.[1];
    if (index !== undefined) found.add(Number(index));
  }
  return [...found].sort((a, b) => a - b);
}

/** How many items a list has in a form's values (the editor draws that many). */
export const listItemCount = (values: FormValues, name: string) => listIndices(values, name).length;

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/**
 * The values as the schema reads them: a tree with the fields' names, lists in their order (a form
 * may skip numbers, an item removed by hand), never more than one item past a list's limit (a form
 * with thousands costs nothing), a missing text as "".
 */
export function nestValues(views: FieldViews, values: FormValues, prefix = ""): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, view] of Object.entries(views)) {
    const name = `${prefix}${key}`;
    if (view.kind === "group") tree[key] = nestValues(view.fields, values, `${name}.`);
    else if (view.kind === "list")
      tree[key] = listIndices(values, name)
        .slice(0, view.max + 1)
        .map((i) => nestValues(view.fields, values, `${name}.${i}.`));
    else if (view.kind === "image") tree[key] = { src: values[`${name}.src`] ?? "", alt: values[`${name}.alt`] ?? "" };
    else if (view.kind === "checkbox") tree[key] = values[name];
    else tree[key] = values[name] ?? "";
  }
  return tree;
}

/** The form values that show a stored document in its editor. */
export function formValuesOf(views: FieldViews, document: unknown, prefix = "", values: FormValues = {}): FormValues {
  const object = asObject(document);
  for (const [key, view] of Object.entries(views)) {
    const name = `${prefix}${key}`;
    const value = object[key];
    switch (view.kind) {
      case "group":
        formValuesOf(view.fields, value, `${name}.`, values);
        break;
      case "list":
        (Array.isArray(value) ? value : []).forEach((item, i) =>
          formValuesOf(view.fields, item, `${name}.${i}.`, values),
        );
        break;
      case "image": {
        const image = asObject(value);
        values[`${name}.src`] = typeof image.src === "string" ? image.src : "";
        values[`${name}.alt`] = typeof image.alt === "string" ? image.alt : "";
        break;
      }
      case "checkbox":
        if (value === true) values[name] = "on";
        break;
      case "number":
        values[name] = typeof value === "number" ? String(value) : "";
        break;
      case "paragraphs":
      case "lines":
        values[name] = Array.isArray(value) ? value.join(view.kind === "paragraphs" ? "\n\n" : "\n") : "";
        break;
      default:
        values[name] = typeof value === "string" ? value : "";
    }
  }
  return values;
}

/** A leaf's value when a stored document lacks it (a field added by a newer version of the site). */
function emptyValue(view: LeafView): Json {
  switch (view.kind) {
    case "paragraphs":
    case "lines":
      return [];
    case "checkbox":
      return false;
    case "number":
    case "picture":
      return null;
    case "image":
      return view.optional ? null : { src: "", alt: "" };
    default:
      return "";
  }
}

const fitsLeaf = (view: LeafView, value: unknown): value is Json => {
  switch (view.kind) {
    case "paragraphs":
    case "lines":
      return Array.isArray(value) && value.every((part) => typeof part === "string");
    case "checkbox":
      return typeof value === "boolean";
    case "number":
      return typeof value === "number" || value === null;
    case "picture":
      return typeof value === "string" || value === null;
    case "image": {
      const image = asObject(value);
      return (
        (value === null && Boolean(view.optional)) || (typeof image.src === "string" && typeof image.alt === "string")
      );
    }
    default:
      return typeof value === "string";
  }
};

/** A stored document completed with the fields the page has now: what fits is kept, what is missing reads as empty. */
export function completeDocument(views: FieldViews, stored: unknown): JsonDocument {
  const object = asObject(stored);
  const document: JsonDocument = {};
  for (const [key, view] of Object.entries(views)) {
    const value = object[key];
    if (view.kind === "group") document[key] = completeDocument(view.fields, value);
    else if (view.kind === "list")
      document[key] = (Array.isArray(value) ? value : [])
        .slice(0, view.max)
        .map((item) => completeDocument(view.fields, item));
    else document[key] = fitsLeaf(view, value) ? value : emptyValue(view);
  }
  return document;
}

/** A change to a list that the editor makes without saving: add an item at the end, remove one, move one. */
export type ListEdit = { op: "add"; list: string } | { op: "remove" | "up" | "down"; list: string; index: number };

/** Reads the editor's list buttons (`add:sections`, `remove:sections.2`, `up:sections.0.columns.1`). */
export function parseListEdit(value: string): ListEdit | null {
  const add = value.match(/^add:([A-Za-z0-9_.]+)$/);
  if (add) return { op: "add", list: add[1]! };
  const move = value.match(/^(remove|up|down):([A-Za-z0-9_.]+)\.(\d+)$/);
  if (!move) return null;
  const op = move[1] === "remove" ? "remove" : move[1] === "up" ? "up" : "down";
  return { op, list: move[2]!, index: Number(move[3]) };
}

/** The list at a form name (`sections.0.columns`), or null. */
function listAt(views: FieldViews, name: string): Extract<FieldView, { kind: "list" }> | null {
  const parts = name.split(".");
  let map: FieldViews | null = views;
  let view: FieldView | undefined;
  for (let i = 0; i < parts.length; i++) {
    if (!map) return null;
    view = map[parts[i]!];
    if (!view) return null;
    if (view.kind === "group") map = view.fields;
    else if (view.kind === "list") {
      map = view.fields;
      // The next part is an item's index.
      if (i < parts.length - 1) {
        if (!/^\d+$/.test(parts[i + 1]!)) return null;
        i++;
      }
    } else map = null;
  }
  return view?.kind === "list" ? view : null;
}

/**
 * The editor's form after one list button: the values as typed (nothing is checked or saved), every
 * list numbered 0, 1, 2…, with the item added, removed or moved. Null when the button names no list
 * of this form.
 */
export function editListInForm(views: FieldViews, values: FormValues, edit: ListEdit): FormValues | null {
  const list = listAt(views, edit.list);
  if (!list) return null;
  const document = nestValues(views, values);
  let target: unknown = document;
  for (const part of edit.list.split("."))
    target = Array.isArray(target) ? target[Number(part)] : asObject(target)[part];
  if (!Array.isArray(target)) return null;
  const items: unknown[] = target;
  // A form sent with more items than the list takes is drawn back with the first ones only.
  if (items.length > list.max) items.length = list.max;
  if (edit.op === "add") {
    if (items.length < list.max) items.push(nestValues(list.fields, {}));
  } else if (edit.index < items.length) {
    const to = edit.op === "up" ? edit.index - 1 : edit.op === "down" ? edit.index + 1 : -1;
    if (edit.op === "remove") items.splice(edit.index, 1);
    else if (to >= 0 && to < items.length) [items[edit.index], items[to]] = [items[to], items[edit.index]];
  }
  return typedValuesOf(views, document);
}

/** The typed values of a nested form, back as form names (nothing read or checked: the strings as they were). */
function typedValuesOf(views: FieldViews, tree: unknown, prefix = "", values: FormValues = {}): FormValues {
  const object = asObject(tree);
  for (const [key, view] of Object.entries(views)) {
    const name = `${prefix}${key}`;
    const value = object[key];
    if (view.kind === "group") typedValuesOf(view.fields, value, `${name}.`, values);
    else if (view.kind === "list") {
      const items = Array.isArray(value) ? value : [];
      items.forEach((item, i) => {
        typedValuesOf(view.fields, item, `${name}.${i}.`, values);
        // An item whose fields are all empty boxes still counts as an item.
        if (!Object.keys(values).some((k) => k.startsWith(`${name}.${i}.`))) values[`${name}.${i}.`] = "";
      });
    } else if (view.kind === "image") {
      const image = asObject(value);
      values[`${name}.src`] = typeof image.src === "string" ? image.src : "";
      values[`${name}.alt`] = typeof image.alt === "string" ? image.alt : "";
    } else if (typeof value === "string") values[name] = value;
  }
  return values;
}
