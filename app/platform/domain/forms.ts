/**
 * The pieces every public form's schema is made of (each capability's `domain/public-forms.ts` holds its own
 * forms): a required text, a required one-line field, a first name only.
 */
import { z } from "./zod";
import { cleanSubmittedText, oneLine } from "./clean-text";

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .transform(cleanSubmittedText)
    .pipe(textRules(emptyMessage, max, tooLongMessage));
}

/** A required one-line field (a name, a course, a team): line breaks and tabs become spaces. */
export function requiredLine(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .transform((value) => oneLine(cleanSubmittedText(value)))
    .pipe(textRules(emptyMessage, max, tooLongMessage));
}

/** Control characters (other than line breaks and tabs) never belong in a form text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function textRules(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, tooLongMessage)
    .refine((v) => !CONTROL_CHARACTERS.test(v), "El texto contiene caracteres no válidos.");
}

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
