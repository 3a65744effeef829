/** The course zone's public forms: the suggestion box and a comment on a course news item. */
import { firstNameOnly, text, textarea } from "~/platform/domain/field-kit";
import { visitorCourse, visitorMessage, visitorName } from "~/platform/domain/public-fields";
import { rowId, z } from "~/platform/domain/zod";

/** Suggestion box (table consultas, source 'buzon'): name, course and message, all required. */
export const suggestionSchema = z.object({
  name: visitorName(),
  course: visitorCourse(),
  message: visitorMessage(),
});

/** Comment on a course news item: name, course and comment, trimmed and required. */
export const courseNewsCommentSchema = z.object({
  news_id: rowId("Noticia no válida."),
  author_name: firstNameOnly(
    text("Nombre", 50, { empty: "Escribe tu nombre.", tooLong: "El nombre puede tener hasta 50 caracteres." }),
  ),
  author_course: text("Curso", 40, {
    empty: "Escribe tu curso.",
    tooLong: "El curso puede tener hasta 40 caracteres.",
  }),
  content: textarea("Comentario", 500, {
    empty: "Escribe un comentario.",
    tooLong: "El comentario puede tener hasta 500 caracteres.",
  }),
});
