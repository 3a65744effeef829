/** The contact form a visitor sends the department (its schema, parsed on the server and, once typed in, in the browser). */
import { LIMITS } from "~/platform/domain/form-fields";
import { visitorCourse, visitorMessage, visitorName } from "~/platform/domain/public-fields";
import { z } from "~/platform/domain/zod";

/** Home contact form (table consultas): all four fields required, email checked. */
export const contactSchema = z.object({
  name: visitorName(),
  course: visitorCourse(),
  email: z
    .string({ message: "Escribe tu correo electrónico." })
    .trim()
    .min(1, "Escribe tu correo electrónico.")
    .max(LIMITS.email, "El correo electrónico es demasiado largo.")
    .pipe(z.email("Escribe un correo electrónico válido, por ejemplo nombre@correo.com.")),
  message: visitorMessage(),
});
