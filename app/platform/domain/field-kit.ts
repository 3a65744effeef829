import type { ChoiceSource, FieldOption } from "./field-views";
import { cleanSubmittedText, hasNul } from "./clean-text";
import { described } from "./field-registry";
import { normalizeRichText } from "./text-format";
import { isAllowedLink, youtubeIdOf } from "./web-addresses";
import { z } from "./zod";

export { described } from "./field-registry";
export { fieldLabels, fieldViews, readDescribedForm } from "./field-reading";

/**
 * The panel's one form language: a form is one zod schema whose fields carry their label
 * and kind. The server parses a sent form with it; `fieldViews` derives from it what the editor
 * draws (plain data for the browser). Page editors (app/pages/copy/page-editors.ts), the content
 * lists and the pasted class lists are all written with these builders, so a field is declared once.
 * Messages are Spanish, by the field's label.
 */

type Options = {
  optional?: boolean;
  hint?: string;
  /** Takes a whole row of a two-column form. */
  wide?: boolean;
  /** What «Escribe …» asks for when the field is empty (default: the label in quotes). */
  say?: string;
  /** A public form's own words (the specification's) when the field is empty, and when it is too long. */
  empty?: string;
  tooLong?: string;
};

const viewOptions = ({ optional, hint, wide }: Options) => ({
  ...(optional ? { optional } : {}),
  ...(hint ? { hint } : {}),
  ...(wide ? { wide } : {}),
});

const IMAGE_PATH = /^\/(img|subidas)\/[A-Za-z0-9._\-/]+$/;
const isSiteImage = (path: string) => path.length <= 300 && IMAGE_PATH.test(path) && !path.includes("..");
const IMAGE_MESSAGE = "Usa una imagen de la web: una ruta que empiece por /img/ o /subidas/.";
const ALT_MAX = 200;

/**
 * What a form sent for one field: its control characters gone (`cleanSubmittedText`), trimmed
 * ("" when it sent nothing).
 */
const typed = () =>
  z
    .string({ message: "Valor no válido." })
    .optional()
    .transform((v) => cleanSubmittedText(v ?? "").trim());
const askFor = (label: string, options: Options) => options.empty ?? `Escribe ${options.say ?? `«${label}»`}.`;

/** A text over its length, said as the field's form wants (a public form with its own words). */
const tooLongIssue = (label: string, max: number, options: Options) => ({
  code: "too_big" as const,
  origin: "string" as const,
  maximum: max,
  inclusive: true,
  message: options.tooLong ?? `«${label}» admite como mucho ${max} caracteres.`,
});

/** A text's checks, on the text as it is kept: written unless optional, at most `max` characters, no NUL. */
const lengthChecked = (label: string, max: number, options: Options, tidy: (value: string) => string) =>
  typed()
    .transform(tidy)
    .superRefine((value, ctx) => {
      if (hasNul(value)) ctx.addIssue({ code: "custom", message: "El texto contiene caracteres no válidos." });
      else if (!value && !options.optional) ctx.addIssue({ code: "custom", message: askFor(label, options) });
      else if (value.length > max) ctx.addIssue(tooLongIssue(label, max, options));
    });
const asOneLine = (value: string) => value.replace(/\s+/g, " ");
const asIs = (value: string) => value;

/** One line of text (a name, a course, a title: its line breaks, tabs and runs of spaces one space). */
export const text = (label: string, max: number, options: Options = {}) =>
  described(lengthChecked(label, max, options, asOneLine), { kind: "text", label, max, ...viewOptions(options) });

/** One line of text or, when none is written, null (a column that may be empty). */
export const nullableText = (label: string, max: number, options: Omit<Options, "optional"> = {}) =>
  described(
    lengthChecked(label, max, { ...options, optional: true }, asOneLine).transform((v) => v || null),
    { kind: "text", label, max, optional: true, ...viewOptions(options) },
  );

/** Plain text in a text area, its line breaks kept. */
export const textarea = (label: string, max: number, options: Options = {}) =>
  described(lengthChecked(label, max, options, asIs), { kind: "textarea", label, max, ...viewOptions(options) });

/**
 * A password: kept exactly as typed (its spaces too: a password is not a text to tidy), at least
 * `min` characters when it is a new one, at most `max`.
 */
export const password = (label: string, max: number, options: Options & { min?: number; tooShort?: string } = {}) =>
  described(
    z
      .string({ message: "Valor no válido." })
      .optional()
      .transform((v) => v ?? "")
      .superRefine((value, ctx) => {
        const { min = 0 } = options;
        if (!value && !options.optional) ctx.addIssue({ code: "custom", message: askFor(label, options) });
        else if (value && value.length < min)
          ctx.addIssue({
            code: "too_small",
            origin: "string",
            minimum: min,
            inclusive: true,
            message: options.tooShort ?? `«${label}» necesita al menos ${min} caracteres.`,
          });
        else if (value.length > max) ctx.addIssue(tooLongIssue(label, max, options));
      }),
    { kind: "text", label, max, ...viewOptions(options) },
  );

/**
 * A comment's public name is a pupil's first name: pupils are minors, and a comment is
 * public once approved. One or two words («Lucía», «María José»); a name with surnames is refused.
 */
export const FIRST_NAME_WORDS_MAX = 2;
export const firstNameOnly = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine(
    (value) => value.split(" ").filter(Boolean).length <= FIRST_NAME_WORDS_MAX,
    "Escribe solo tu nombre, sin apellidos.",
  );

/** A text in the site's one format (app/platform/domain/text-format.ts), kept whole: a news item's or a post's body. */
export const richText = (label: string, max: number, options: Options = {}) =>
  described(lengthChecked(label, max, options, asIs).transform(normalizeRichText), {
    kind: "richtext",
    label,
    max,
    ...viewOptions(options),
  });

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

const parts = (kind: "paragraphs" | "lines", label: string, max: number, options: Options) =>
  described(
    typed()
      .transform(kind === "paragraphs" ? splitParagraphs : splitLines)
      .superRefine((list, ctx) => {
        if (list.length === 0 && !options.optional) ctx.addIssue({ code: "custom", message: askFor(label, options) });
        else if (list.some((part) => part.length > max))
          ctx.addIssue({
            code: "custom",
            message: `Cada ${kind === "paragraphs" ? "párrafo" : "línea"} de «${label}» admite como mucho ${max} caracteres.`,
          });
      }),
    { kind, label, max, ...viewOptions(options) },
  );
/** Paragraphs, a blank line between two, in the site's one format; stored one string each. */
export const paragraphs = (label: string, max: number, options: Options = {}) =>
  parts("paragraphs", label, max, options);
/** A list of short texts, one per line. */
export const lines = (label: string, max: number, options: Options = {}) => parts("lines", label, max, options);

type SelectOptions = Omit<Options, "say" | "optional"> & {
  /** Ends «Elige …» («un curso»); default: the label. */ choose?: string;
};

/**
 * One of a list of choices. `choices`: the choices are the site's data (the courses, their
 * classes): the form checks that one is chosen, the loader fills the options (`withChoices`), and the
 * model that writes it checks that it exists.
 */
function choiceField<const V extends string, T>(
  label: string,
  options: readonly { value: V; label: string }[],
  settings: SelectOptions & { choices?: ChoiceSource; none?: string },
  optional: boolean,
  emptyValue: T,
) {
  const what = settings.choose ?? `«${label}»`;
  const values: readonly string[] = options.map((option) => option.value);
  const isChoice = (value: string): value is V => (settings.choices ? value.length <= 40 : values.includes(value));
  return described(
    typed().transform((value, ctx): V | T => {
      if (!value && optional) return emptyValue;
      if (value && isChoice(value)) return value;
      ctx.addIssue({ code: "custom", message: value ? `Elige ${what} de la lista.` : `Elige ${what}.` });
      return z.NEVER;
    }),
    {
      kind: "select",
      label,
      options: options.map((option): FieldOption => ({ value: option.value, label: option.label })),
      ...(optional ? { optional } : {}),
      ...(settings.choices ? { choices: settings.choices } : {}),
      ...(settings.none === undefined ? {} : { none: settings.none }),
      ...viewOptions(settings),
    },
  );
}
/** One of a list of choices. */
export const select = <const V extends string>(
  label: string,
  options: readonly { value: V; label: string }[],
  settings: SelectOptions = {},
) => choiceField(label, options, settings, false, z.NEVER);
/** One of a list of choices, or none (""). */
export const optionalSelect = <const V extends string>(
  label: string,
  options: readonly { value: V; label: string }[],
  settings: SelectOptions = {},
) => choiceField(label, options, settings, true, "" as const);
/** One of the site's own choices; with `none` (the empty choice's words) it may be left without one (""). */
export const dataSelect = (label: string, choices: ChoiceSource, settings: SelectOptions & { none?: string } = {}) =>
  choiceField<string, "">(label, [], { ...settings, choices }, settings.none !== undefined, "");

type NumberOptions = Omit<Options, "say" | "optional"> & { /** «85%» reads as 85. */ percent?: boolean };

const numberView = (label: string, min: number, max: number, optional: boolean, options: NumberOptions) => ({
  kind: "number" as const,
  label,
  min,
  max,
  ...(optional ? { optional } : {}),
  ...viewOptions(options),
});
const wholeNumberOf = (label: string, min: number, max: number, optional: boolean, options: NumberOptions) =>
  typed().transform((raw, ctx): number | null => {
    const value = options.percent ? raw.replace(/\s*%$/, "") : raw;
    if (!value) {
      if (optional) return null;
      ctx.addIssue({ code: "custom", message: `Escribe «${label}».` });
      return z.NEVER;
    }
    const number = Number(value);
    if (Number.isInteger(number) && number >= min && number <= max) return number;
    ctx.addIssue({ code: "custom", message: `«${label}» es un número entero de ${min} a ${max}.` });
    return z.NEVER;
  });
/** A whole number from `min` to `max`. */
export const wholeNumber = (label: string, min: number, max: number, options: NumberOptions = {}) =>
  described(
    wholeNumberOf(label, min, max, false, options).transform((v) => v ?? min),
    numberView(label, min, max, false, options),
  );
/** A whole number from `min` to `max`, or nothing (null). */
export const optionalWholeNumber = (label: string, min: number, max: number, options: NumberOptions = {}) =>
  described(wholeNumberOf(label, min, max, true, options), numberView(label, min, max, true, options));

/** An http(s) address (or, `internal`, a path of this site). */
export const url = (label: string, options: Options & { internal?: boolean } = {}) =>
  described(
    typed().superRefine((value, ctx) => {
      if (!value) {
        if (!options.optional) ctx.addIssue({ code: "custom", message: `Escribe la dirección de «${label}».` });
      } else if (value.length > 500 || !isAllowedLink(value, options.internal))
        ctx.addIssue({
          code: "custom",
          message: options.internal
            ? "Escribe una dirección que empiece por https:// (o una página de la web, por ejemplo /horarios)."
            : "Escribe una dirección completa que empiece por https://.",
        });
    }),
    { kind: "url", label, ...(options.internal ? { internal: true } : {}), ...viewOptions(options) },
  );

/** A YouTube video: the form takes its address or its id, the document keeps only the id. */
export const youtube = (label: string, options: Omit<Options, "say"> = {}) =>
  described(
    typed().transform((value, ctx) => {
      if (!value) {
        if (options.optional) return "";
        ctx.addIssue({ code: "custom", message: "Escribe la dirección o el código del vídeo de YouTube." });
        return z.NEVER;
      }
      const id = youtubeIdOf(value);
      if (id) return id;
      ctx.addIssue({
        code: "custom",
        message:
          "No es un vídeo de YouTube: pega su dirección (https://www.youtube.com/watch?v=…) o su código de 11 caracteres.",
      });
      return z.NEVER;
    }),
    { kind: "youtube", label, ...viewOptions(options) },
  );

export type ImageValue = { src: string; alt: string };

const imageOf = (label: string, optional: boolean) =>
  z.object({ src: typed(), alt: typed().transform((v) => v.replace(/\s+/g, " ")) }).transform((image, ctx) => {
    const issue = (path: "src" | "alt", message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!image.src) {
      if (optional) return null;
      issue("src", `Elige la imagen de «${label}».`);
      return z.NEVER;
    }
    if (!isSiteImage(image.src)) issue("src", IMAGE_MESSAGE);
    if (!image.alt) issue("alt", "Describe la imagen para quien no la ve (texto alternativo).");
    if (image.alt.length > ALT_MAX) issue("alt", `El texto alternativo admite como mucho ${ALT_MAX} caracteres.`);
    return image;
  });
/** A picture of the site (`/img/…` or an upload, `/subidas/…`) with its alternative text. */
export const image = (label: string) =>
  described(
    imageOf(label, false).transform((v): ImageValue => v ?? { src: "", alt: "" }),
    { kind: "image", label },
  );
/** A picture with its alternative text, or none (null). */
export const optionalImage = (label: string) =>
  described(imageOf(label, true), { kind: "image", label, optional: true });

/** A picture's path alone (a row's alternative text is a field of its own), picked from the uploads; null if none. */
export const picture = (label: string, options: Omit<Options, "say"> = {}) =>
  described(
    typed().transform((value, ctx) => {
      if (!value) {
        if (!options.optional) ctx.addIssue({ code: "custom", message: `Elige la imagen de «${label}».` });
        return null;
      }
      if (!isSiteImage(value)) ctx.addIssue({ code: "custom", message: IMAGE_MESSAGE });
      return value;
    }),
    { kind: "picture", label, ...viewOptions(options) },
  );

/** A box: ticked is "on". */
export const checkbox = (label: string) =>
  described(
    z
      .unknown()
      .optional()
      .transform((v) => v === "on"),
    { kind: "checkbox", label },
  );

/** Fields under one heading. */
export const group = <T extends z.core.$ZodLooseShape>(label: string, shape: T) =>
  described(z.object(shape), { kind: "group", label });

/** Repeated items of the same fields, at most `max`. */
export const list = <T extends z.core.$ZodLooseShape>(label: string, itemLabel: string, max: number, shape: T) =>
  described(z.array(z.object(shape)).max(max, `«${label}» admite como mucho ${max} elementos.`), {
    kind: "list",
    label,
    itemLabel,
    max,
  });
