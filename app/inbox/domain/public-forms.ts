/** The contact form a visitor sends the department (its schema, parsed on the server and, once typed in, in the browser). */
import { text, textarea } from "~/platform/domain/field-kit";
import { LIMITS } from "~/platform/domain/form-fields";
import { z } from "~/platform/domain/zod";

/** Home contact form (table consultas): all four fields required, email checked. */
export const contactSchema = z.object({
  name: text("Nombre", LIMITS.name, {
    empty: "Escribe tu nombre.",
    tooLong: `El nombre no puede superar ${LIMITS.name} caracteres.`,
  }),
  course: text("Curso", LIMITS.course, {
    empty: "Indica tu curso.",
    tooLong: `El curso no puede superar ${LIMITS.course} caracteres.`,
  }),
  email: z
    .string({ message: "Escribe tu correo electrónico." })
    .trim()
    .min(1, "Escribe tu correo electrónico.")
    .max(LIMITS.email, "El correo electrónico es demasiado largo.")
    .pipe(z.email("Escribe un correo electrónico válido, por ejemplo nombre@correo.com.")),
  message: textarea("Mensaje", LIMITS.message, {
    empty: "Escribe tu mensaje.",
    tooLong: `El mensaje no puede superar ${LIMITS.message} caracteres.`,
  }),
});
