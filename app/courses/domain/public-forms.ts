/** The course zone's public forms: the suggestion box and a comment on a course news item. */
import { firstNameOnly, requiredLine, requiredText } from "~/platform/domain/forms";
import { LIMITS } from "~/platform/domain/form-fields";
import { rowId, z } from "~/platform/domain/zod";

/** Suggestion box (table consultas, source 'buzon'): name, course and message, all required. */
export const suggestionSchema = z.object({
  name: requiredLine("Escribe tu nombre.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  course: requiredLine("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
  message: requiredText(
    "Escribe tu mensaje.",
    LIMITS.message,
    `El mensaje no puede superar ${LIMITS.message} caracteres.`,
  ),
});

/** Comment on a course news item: name, course and comment, trimmed and required. */
export const courseNewsCommentSchema = z.object({
  news_id: rowId("Noticia no válida."),
  author_name: firstNameOnly(requiredLine("Escribe tu nombre.", 50, "El nombre puede tener hasta 50 caracteres.")),
  author_course: requiredLine("Escribe tu curso.", 40, "El curso puede tener hasta 40 caracteres."),
  content: requiredText("Escribe un comentario.", 500, "El comentario puede tener hasta 500 caracteres."),
});
