/** A project page's sign-up form. */
import { visitorCourse, visitorName } from "~/platform/domain/public-fields";
import { z } from "~/platform/domain/zod";

/** Project sign-up (table inscripciones_proyectos): full name and course. */
export const projectSignupSchema = z.object({
  nombre: visitorName("Escribe tu nombre completo."),
  curso: visitorCourse(),
});
