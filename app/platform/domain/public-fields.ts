import { text, textarea } from "./field-kit";
import { LIMITS } from "./form-fields";

/** The fields several public forms ask alike, with the specification's words. */

/** A visitor's name (`empty`: how the form asks for it, «Escribe tu nombre completo.» on a sign-up). */
export const visitorName = (empty = "Escribe tu nombre.") =>
  text("Nombre", LIMITS.name, { empty, tooLong: `El nombre no puede superar ${LIMITS.name} caracteres.` });

/** A pupil's course, as the pupil writes it. */
export const visitorCourse = () =>
  text("Curso", LIMITS.course, {
    empty: "Indica tu curso.",
    tooLong: `El curso no puede superar ${LIMITS.course} caracteres.`,
  });

/** A message to the department (the contact form, the suggestion box). */
export const visitorMessage = () =>
  textarea("Mensaje", LIMITS.message, {
    empty: "Escribe tu mensaje.",
    tooLong: `El mensaje no puede superar ${LIMITS.message} caracteres.`,
  });
