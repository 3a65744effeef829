/** The blog's public forms: a comment and a like. */
import { firstNameOnly, requiredLine, requiredText } from "~/platform/domain/forms";
import { z } from "~/platform/domain/zod";
import { COMMENT_LIMITS } from "./blog";

/** Comment on a blog post. */
export const blogCommentSchema = z.object({
  author_name: firstNameOnly(
    requiredLine(
      "Escribe tu nombre.",
      COMMENT_LIMITS.name,
      `El nombre puede tener hasta ${COMMENT_LIMITS.name} caracteres.`,
    ),
  ),
  content: requiredText(
    "Escribe un comentario.",
    COMMENT_LIMITS.content,
    `El comentario puede tener hasta ${COMMENT_LIMITS.content} caracteres.`,
  ),
});

/** A like on a blog post: name and course. */
export const blogLikeSchema = z.object({
  user_name: requiredLine("Escribe tu nombre.", 50, "El nombre puede tener hasta 50 caracteres."),
  user_course: requiredLine("Escribe tu curso.", 40, "El curso puede tener hasta 40 caracteres."),
});
