/** A project page's sign-up form. */
import { text } from "~/platform/domain/field-kit";
import { LIMITS } from "~/platform/domain/form-fields";
import { z } from "~/platform/domain/zod";

/** Project sign-up (table inscripciones_proyectos): full name and course. */
export const projectSignupSchema = z.object({
  nombre: text("Nombre completo", LIMITS.name, {
    empty: "Escribe tu nombre completo.",
    tooLong: `El nombre no puede superar ${LIMITS.name} caracteres.`,
  }),
  curso: text("Curso", LIMITS.course, {
    empty: "Indica tu curso.",
    tooLong: `El curso no puede superar ${LIMITS.course} caracteres.`,
  }),
});
