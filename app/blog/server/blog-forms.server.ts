import { data } from "react-router";
import { BLOG_NOTICES } from "~/blog/copy/notices";
import { FORM_ID_FIELD } from "~/platform/domain/form-fields";
import { blogCommentSchema, blogLikeSchema } from "~/blog/domain/public-forms";
import { addBlogComment, addBlogLike, blogPostExists } from "./blog.server";
import { appContext } from "~/platform/server/context.server";
import { handlePublicForm, type PublicFormArgs } from "~/platform/server/public-form.server";
import { readSubmittedForm } from "~/platform/server/read-form.server";

/**
 * A post's comment and «Me gusta» forms, sent from the blog's list or from the post's own page:
 * the same pipeline; each page says where the visitor comes back to. Without
 * JavaScript `back(postId)` is the page with the post, `comment(postId, id)` the page at the new
 * comment (its comments open).
 */
export async function handleBlogForm(
  args: PublicFormArgs,
  pages: { back: (postId: number) => string; comment: (postId: number, commentId: number) => string },
) {
  const context = args.context.get(appContext);
  // Which form was sent decides the schema; the pipeline reads the same form data (once).
  const formData = await readSubmittedForm(args.request, { nul: "keep" });
  const sent = formData?.get(FORM_ID_FIELD);
  const match = typeof sent === "string" ? sent.match(/^(comentario|me-gusta)-(\d{1,9})$/) : null;
  if (!formData || !match) throw data("Formulario desconocido.", { status: 400 });
  const postId = Number(match[2]);
  if (!(await blogPostExists(context.db, postId))) throw data("Esa publicación no existe.", { status: 404 });
  const back = pages.back(postId);

  if (match[1] === "comentario") {
    return handlePublicForm(args, {
      formData,
      kind: "comment",
      schema: blogCommentSchema,
      write: (value, db) => addBlogComment(db, { postId, authorName: value.author_name, content: value.content }),
      notify: (written) => (written.awaitingApproval ? "comment" : null),
      notices: {
        success: BLOG_NOTICES.commentSuccess,
        awaitingApproval: BLOG_NOTICES.commentAwaitingApproval,
        failure: BLOG_NOTICES.commentFailure,
        validation: BLOG_NOTICES.commentValidation,
      },
      redirectTo: (written) => (!written || written.awaitingApproval ? back : pages.comment(postId, written.id)),
    });
  }
  return handlePublicForm(args, {
    formData,
    kind: "like",
    schema: blogLikeSchema,
    write: (value, db) => addBlogLike(db, { postId, userName: value.user_name, userCourse: value.user_course }),
    refusals: {
      duplicate: { field: "user_name", message: BLOG_NOTICES.likeDuplicateField, notice: BLOG_NOTICES.likeFailure },
    },
    notices: {
      success: BLOG_NOTICES.likeSuccess,
      failure: BLOG_NOTICES.likeFailure,
      validation: BLOG_NOTICES.likeValidation,
    },
    redirectTo: back,
  });
}
