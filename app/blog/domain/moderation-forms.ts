import { rowId, z } from "~/platform/domain/zod";

/** A comment the teacher moderates (/admin/moderacion): a blog post's or a course's news item's. */
export const moderatedCommentSchema = z.object({
  id: rowId(),
  kind: z.enum(["blog", "cursos"], { message: "Tipo no válido." }),
});
