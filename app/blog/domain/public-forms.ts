/** The blog's public forms: a comment and a like. */
import { firstNameOnly, text, textarea } from "~/platform/domain/field-kit";
import { z } from "~/platform/domain/zod";
import { COMMENT_LIMITS } from "./blog";

/** Comment on a blog post. */
export const blogCommentSchema = z.object({
  author_name: firstNameOnly(
    text("Nombre", COMMENT_LIMITS.name, {
      empty: "Escribe tu nombre.",
      tooLong: `El nombre puede tener hasta ${COMMENT_LIMITS.name} caracteres.`,
    }),
  ),
  content: textarea("Comentario", COMMENT_LIMITS.content, {
    empty: "Escribe un comentario.",
    tooLong: `El comentario puede tener hasta ${COMMENT_LIMITS.content} caracteres.`,
  }),
});

/** A like on a blog post: name and course. */
export const blogLikeSchema = z.object({
  user_name: text("Nombre", 50, { empty: "Escribe tu nombre.", tooLong: "El nombre puede tener hasta 50 caracteres." }),
  user_course: text("Curso", 40, { empty: "Escribe tu curso.", tooLong: "El curso puede tener hasta 40 caracteres." }),
});
