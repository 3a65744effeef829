import { normalizeRichText } from "~/platform/domain/text-format";
import { sameSitePath } from "~/platform/domain/site-paths";

/**
 * The one language of the panel's editors' fields (issue 30): a page's editor and the content
 * editors (app/pages/server/content-editors.server.ts) both describe their fields with it, and both are
 * drawn by PageEditorFields. `wide` fields take a whole row of a two-column form.
 *
 * The content of a public page as the teacher edits it (issue 20): a JSON document whose shape a
 * page declares as a tree of fields. The same tree names the editor's form fields (`intro`,
 * `sections.0.heading`, `sections.0.columns.1.items`), checks a sent form, and turns a stored
 * document back into the form's values. Plain data: the panel's page receives it from its loader.
 */
export type FieldNode =
  | { kind: "text"; label: string; max: number; optional?: boolean; hint?: string; wide?: boolean }
  /** One text in a text area. */
  | { kind: "textarea"; label: string; max: number; optional?: boolean; hint?: string; wide?: boolean }
  /** One of a list of choices (optional: the first choice is «none», value ""). */
  | {
      kind: "select";
      label: string;
      options: readonly { value: string; label: string }[];
      optional?: boolean;
      hint?: string;
      wide?: boolean;
    }
  /** A whole number. */
  | { kind: "number"; label: string; min: number; max: number; optional?: boolean; hint?: string; wide?: boolean }
  /** A text in the site's one format (app/platform/domain/text-format.ts), kept whole: a news item's or a post's body. */
  | { kind: "richtext"; label: string; max: number; optional?: boolean }
  /** Paragraphs, a blank line between two, in the site's one format (app/platform/domain/text-format.ts); stored one string each. */
  | { kind: "paragraphs"; label: string; max: number; optional?: boolean; hint?: string }
  /** A list of short texts, one per line. */
  | { kind: "lines"; label: string; max: number; optional?: boolean; hint?: string }
  /** An http(s) address (or, `internal`, a path of this site). */
  | { kind: "url"; label: string; optional?: boolean; internal?: boolean; hint?: string }
  /** A YouTube video: the form takes its address or its id, the document keeps only the id. */
  | { kind: "youtube"; label: string; optional?: boolean }
  /** A picture of the site (`/img/…` or an upload, `/subidas/…`) with its alternative text. */
  | { kind: "image"; label: string; optional?: boolean }
  /** A picture's URL in one field (a list's row: its alternative text is a field of its own), picked from the uploads. */
  | { kind: "picture"; label: string; optional?: boolean; wide?: boolean }
  | { kind: "checkbox"; label: string }
  | { kind: "group"; label: string; fields: FieldMap }
  | { kind: "list"; label: string; itemLabel: string; fields: FieldMap; max: number };

export type FieldMap = { readonly [name: string]: FieldNode };

export type ImageValue = { src: string; alt: string };

type Json = null | boolean | string | number | Json[] | { [key: string]: Json };
export type PageDocument = { [key: string]: Json };
export type FormValues = Record<string, string>;

const IMAGE_PATH = /^\/(img|subidas)\/[A-Za-z0-9._\-/]+$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const ALT_MAX = 200;

/** The id of a YouTube video from its id or any of its usual addresses; null if it is neither. */
export function youtubeIdOf(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com" || host === "music.youtube.com") {
    id = url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/]+)/)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Whether a link the teacher typed may be stored: http(s) with a host, or (internal) a path of this site. */
export function isAllowedLink(value: string, internal = false): boolean {
  if (internal && value.startsWith("/")) return sameSitePath(value) !== null;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const splitParagraphs = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    // A paragraph keeps its line breaks: they are a list's lines or a break (app/platform/domain/text-format.ts).
    .map((p) =>
      p
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);
const splitLines = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The indices of a list's items in a form's values, in order (`sections.0.…`, `sections.1.…`). */
function listIndices(values: FormValues, name: string): number[] {
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

type Errors = Record<string, string>;

function readNode(node: FieldNode, values: FormValues, name: string, errors: Errors): Json {
  const raw = (values[name] ?? "").trim();
  const required = (what: string) => {
    errors[name] ??= `Escribe ${what}.`;
  };
  switch (node.kind) {
    case "text":
    case "textarea":
    case "richtext": {
      if (!raw && !node.optional) required(`«${node.label}»`);
      if (raw.length > node.max) errors[name] ??= `«${node.label}» admite como mucho ${node.max} caracteres.`;
      return node.kind === "text"
        ? raw.replace(/\s+/g, " ")
        : node.kind === "richtext"
          ? normalizeRichText(raw)
          : raw.replace(/\r\n?/g, "\n");
    }
    case "select": {
      if (!raw) {
        if (!node.optional) errors[name] ??= `Elige «${node.label}».`;
        return "";
      }
      if (!node.options.some((option) => option.value === raw)) errors[name] ??= `Elige «${node.label}» de la lista.`;
      return raw;
    }
    case "number": {
      if (!raw) {
        if (!node.optional) required(`«${node.label}»`);
        return null;
      }
      const number = Number(raw);
      if (!Number.isInteger(number) || number < node.min || number > node.max)
        errors[name] ??= `«${node.label}» es un número entero de ${node.min} a ${node.max}.`;
      return Number.isFinite(number) ? number : null;
    }
    case "paragraphs":
    case "lines": {
      const parts = node.kind === "paragraphs" ? splitParagraphs(raw) : splitLines(raw);
      if (parts.length === 0 && !node.optional) required(`«${node.label}»`);
      if (parts.some((p) => p.length > node.max))
        errors[name] ??=
          `Cada ${node.kind === "paragraphs" ? "párrafo" : "línea"} de «${node.label}» admite como mucho ${node.max} caracteres.`;
      return parts;
    }
    case "url": {
      if (!raw) {
        if (!node.optional) required(`la dirección de «${node.label}»`);
        return "";
      }
      if (raw.length > 500 || !isAllowedLink(raw, node.internal)) {
        errors[name] ??= node.internal
          ? "Escribe una dirección que empiece por https:// (o una página de la web, por ejemplo /horarios)."
          : "Escribe una dirección completa que empiece por https://.";
      }
      return raw;
    }
    case "youtube": {
      if (!raw) {
        if (!node.optional) required("la dirección o el código del vídeo de YouTube");
        return "";
      }
      const id = youtubeIdOf(raw);
      if (!id)
        errors[name] ??=
          "No es un vídeo de YouTube: pega su dirección (https://www.youtube.com/watch?v=…) o su código de 11 caracteres.";
      return id ?? raw;
    }
    case "image": {
      const src = (values[`${name}.src`] ?? "").trim();
      const alt = (values[`${name}.alt`] ?? "").trim().replace(/\s+/g, " ");
      if (!src) {
        if (!node.optional) errors[`${name}.src`] ??= `Elige la imagen de «${node.label}».`;
        return node.optional ? null : { src, alt };
      }
      if (!IMAGE_PATH.test(src) || src.includes(".."))
        errors[`${name}.src`] ??= "Usa una imagen de la web: una ruta que empiece por /img/ o /subidas/.";
      if (!alt) errors[`${name}.alt`] ??= "Describe la imagen para quien no la ve (texto alternativo).";
      if (alt.length > ALT_MAX)
        errors[`${name}.alt`] ??= `El texto alternativo admite como mucho ${ALT_MAX} caracteres.`;
      return { src, alt };
    }
    case "picture": {
      if (!raw) {
        if (!node.optional) errors[name] ??= `Elige la imagen de «${node.label}».`;
        return null;
      }
      if (!IMAGE_PATH.test(raw) || raw.includes(".."))
        errors[name] ??= "Usa una imagen de la web: una ruta que empiece por /img/ o /subidas/.";
      return raw;
    }
    case "checkbox":
      return values[name] === "on";
    case "group":
      return readFields(node.fields, values, `${name}.`, errors);
    case "list": {
      // Never more than one item past the list's limit is read: a form with thousands costs nothing (issue 31).
      const items = listIndices(values, name)
        .slice(0, node.max + 1)
        .map((i) => readFields(node.fields, values, `${name}.${i}.`, errors));
      if (items.length > node.max) errors[name] ??= `«${node.label}» admite como mucho ${node.max} elementos.`;
      return items;
    }
  }
}

function readFields(fields: FieldMap, values: FormValues, prefix: string, errors: Errors): { [key: string]: Json } {
  // A list item's errors are under its own names; renumbering happens only when the form is drawn again.
  return Object.fromEntries(
    Object.entries(fields).map(([key, node]) => [key, readNode(node, values, `${prefix}${key}`, errors)]),
  );
}

/**
 * A sent editor form as a document, and what is wrong with it by field name (nothing: it may be
 * published). With errors the document still holds what was typed, so a list can be edited.
 */
export function readPageForm(fields: FieldMap, values: FormValues): { document: PageDocument; errors: Errors } {
  // List items are read by their index in the form; a list with a gap (an item removed by hand) is read in order.
  const errors: Errors = {};
  const document = readFields(fields, renumberLists(fields, values), "", errors);
  return { document, errors };
}

/** The form values that show a document in its editor. */
export function pageFormValues(fields: FieldMap, document: PageDocument): FormValues {
  const values: FormValues = {};
  writeFields(fields, document, "", values);
  return values;
}

function writeFields(fields: FieldMap, value: unknown, prefix: string, values: FormValues) {
  const object = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  for (const [key, node] of Object.entries(fields)) writeNode(node, object[key], `${prefix}${key}`, values);
}

function writeNode(node: FieldNode, value: unknown, name: string, values: FormValues) {
  switch (node.kind) {
    case "text":
    case "textarea":
    case "richtext":
    case "select":
    case "url":
    case "youtube":
      values[name] = typeof value === "string" ? value : "";
      return;
    case "number":
      values[name] = typeof value === "number" ? String(value) : "";
      return;
    case "paragraphs":
    case "lines":
      values[name] = Array.isArray(value) ? value.join(node.kind === "paragraphs" ? "\n\n" : "\n") : "";
      return;
    case "image": {
      const image = value && typeof value === "object" ? (value as Partial<ImageValue>) : {};
      values[`${name}.src`] = image.src ?? "";
      values[`${name}.alt`] = image.alt ?? "";
      return;
    }
    case "picture":
      values[name] = typeof value === "string" ? value : "";
      return;
    case "checkbox":
      if (value === true) values[name] = "on";
      return;
    case "group":
      writeFields(node.fields, value, `${name}.`, values);
      return;
    case "list":
      (Array.isArray(value) ? value : []).forEach((item, i) => writeFields(node.fields, item, `${name}.${i}.`, values));
      // An empty list still says it is there (so a form with no items reads as an empty list).
      return;
  }
}

/** An empty item of a list, as its form shows it. */
function emptyListItem(fields: FieldMap): PageDocument {
  return readFields(fields, {}, "", {});
}

/** A change to a list that the editor makes without saving: add an item at the end, remove one, move one. */
export type ListEdit = { op: "add"; list: string } | { op: "remove" | "up" | "down"; list: string; index: number };

/** Reads the editor's list buttons (`add:sections`, `remove:sections.2`, `up:sections.0.columns.1`). */
export function parseListEdit(value: string): ListEdit | null {
  const add = value.match(/^add:([A-Za-z0-9_.]+)$/);
  if (add) return { op: "add", list: add[1]! };
  const move = value.match(/^(remove|up|down):([A-Za-z0-9_.]+)\.(\d+)$/);
  if (move) return { op: move[1] as "remove" | "up" | "down", list: move[2]!, index: Number(move[3]) };
  return null;
}

/** The list node at a form name (`sections.0.columns`), or null. */
function listAt(fields: FieldMap, name: string): Extract<FieldNode, { kind: "list" }> | null {
  const parts = name.split(".");
  let map: FieldMap | null = fields;
  let node: FieldNode | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!map) return null;
    node = map[part];
    if (!node) return null;
    if (node.kind === "group") map = node.fields;
    else if (node.kind === "list") {
      map = node.fields;
      // The next part is an item's index.
      if (i < parts.length - 1) {
        if (!/^\d+$/.test(parts[i + 1]!)) return null;
        i++;
      }
    } else map = null;
  }
  return node?.kind === "list" ? node : null;
}

/**
 * The editor's form after one list button: the values as typed (nothing is checked or saved),
 * with the item added, removed or moved. Null when the button names no list of this page.
 */
export function editPageForm(fields: FieldMap, values: FormValues, edit: ListEdit): FormValues | null {
  const list = listAt(fields, edit.list);
  if (!list) return null;
  const { document } = readPageForm(fields, values);
  // Walk the document to the list's array.
  const parts = edit.list.split(".");
  let target: unknown = document;
  for (const part of parts) {
    if (target == null || typeof target !== "object") return null;
    target = (target as Record<string, unknown>)[part];
  }
  if (!Array.isArray(target)) return null;
  const items = target as Json[];
  // A form sent with more items than the list takes is drawn back with the first ones only.
  if (items.length > list.max) items.length = list.max;
  if (edit.op === "add") {
    if (items.length >= list.max) return pageFormValues(fields, document);
    items.push(emptyListItem(list.fields));
  } else if (edit.index < items.length) {
    const to = edit.op === "up" ? edit.index - 1 : edit.op === "down" ? edit.index + 1 : -1;
    if (edit.op === "remove") items.splice(edit.index, 1);
    else if (to >= 0 && to < items.length) [items[edit.index], items[to]] = [items[to]!, items[edit.index]!];
  }
  return pageFormValues(fields, document);
}

/** The values with every list's items numbered 0, 1, 2… in their order (a form may skip numbers). */
function renumberLists(fields: FieldMap, values: FormValues): FormValues {
  const out: FormValues = {};
  const walk = (map: FieldMap, from: string, to: string) => {
    for (const [key, node] of Object.entries(map)) {
      const source = `${from}${key}`;
      const target = `${to}${key}`;
      if (node.kind === "group") walk(node.fields, `${source}.`, `${target}.`);
      else if (node.kind === "list")
        listIndices(values, source)
          .slice(0, node.max + 1)
          .forEach((index, i) => walk(node.fields, `${source}.${index}.`, `${target}.${i}.`));
      else if (node.kind === "image") {
        for (const part of ["src", "alt"])
          if (values[`${source}.${part}`] !== undefined) out[`${target}.${part}`] = values[`${source}.${part}`]!;
      } else if (values[source] !== undefined) out[target] = values[source]!;
    }
  };
  walk(fields, "", "");
  return out;
}

/** Every external link and video of a document, with the form name that holds it (the link check lists them). */
export function documentLinks(
  fields: FieldMap,
  document: PageDocument,
): { field: string; label: string; url: string; videoId?: string }[] {
  const values = pageFormValues(fields, document);
  const found: { field: string; label: string; url: string; videoId?: string }[] = [];
  const walk = (map: FieldMap, prefix: string) => {
    for (const [key, node] of Object.entries(map)) {
      const name = `${prefix}${key}`;
      if (node.kind === "group") walk(node.fields, `${name}.`);
      else if (node.kind === "list") listIndices(values, name).forEach((i) => walk(node.fields, `${name}.${i}.`));
      else if (node.kind === "url" && /^https?:\/\//i.test(values[name] ?? "")) {
        // Named as the page shows it: the text of its card or button when it has one.
        const shown = values[`${prefix}label`] || values[`${prefix}title`] || values[`${prefix}heading`];
        found.push({ field: name, label: shown || node.label, url: values[name]! });
      } else if (node.kind === "youtube" && values[name])
        found.push({
          field: name,
          label: node.label,
          url: `https://www.youtube.com/watch?v=${values[name]}`,
          videoId: values[name],
        });
    }
  };
  walk(fields, "");
  return found;
}

/** A stored document completed with the page's current fields (a field added by a newer version of the site reads as empty). */
export function completeDocument(fields: FieldMap, stored: unknown): PageDocument {
  const values = pageFormValues(fields, (stored ?? {}) as PageDocument);
  return readPageForm(fields, values).document;
}

/** The id of the editor's input for a form name (the link check's "Editar" goes straight to it). */
export const fieldId = (name: string) => `campo-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
