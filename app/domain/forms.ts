import { z } from "zod";

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, tooLongMessage)
    // Control characters (other than line breaks and tabs) never belong in a form text.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), "El texto contiene caracteres no válidos.");
}

export const LIMITS = { name: 100, course: 40, email: 254, message: 5000 } as const;

/** Home contact form (table consultas): all four fields required, email checked (spec 000 §5). */
export const contactSchema = z.object({
  name: requiredText("Escribe tu nombre.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  course: requiredText("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
  email: z
    .string({ message: "Escribe tu correo electrónico." })
    .trim()
    .min(1, "Escribe tu correo electrónico.")
    .max(LIMITS.email, "El correo electrónico es demasiado largo.")
    .pipe(z.email("Escribe un correo electrónico válido, por ejemplo nombre@correo.com.")),
  message: requiredText("Escribe tu mensaje.", LIMITS.message, `El mensaje no puede superar ${LIMITS.message} caracteres.`),
});

/** Project sign-up (table inscripciones_proyectos): full name and course (spec 000 §5). */
export const projectSignupSchema = z.object({
  nombre: requiredText("Escribe tu nombre completo.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  curso: requiredText("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
});

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "sitio_web";
/** Set by the browser once JavaScript runs: the action answers with data instead of a redirect. */
export const JS_FIELD = "_js";
