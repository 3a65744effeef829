/** A project page's sign-up form. */
import { requiredLine } from "~/platform/domain/forms";
import { LIMITS } from "~/platform/domain/form-fields";
import { z } from "~/platform/domain/zod";

/** Project sign-up (table inscripciones_proyectos): full name and course. */
export const projectSignupSchema = z.object({
  nombre: requiredLine(
    "Escribe tu nombre completo.",
    LIMITS.name,
    `El nombre no puede superar ${LIMITS.name} caracteres.`,
  ),
  curso: requiredLine("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
});
