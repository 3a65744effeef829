import { useCoursePlaceholder } from "~/platform/hooks/use-site-settings";
import { useRememberingPublicForm } from "~/platform/components/remembered-visitor";
import { StaticFormNotice } from "~/platform/components/public-form";
import { SubmitButton, TextAreaField, TextField } from "~/platform/components/field";
import { BLOG_NOTICES } from "~/blog/copy/notices";
import { COMMENT_FORM_COPY } from "~/platform/copy/notices/comment-form";
import { COMMENT_LIMITS } from "~/blog/domain/blog";

// Which fields hold the visitor's name and course (remembered by the browser for the next form).
const REMEMBER_COMMENT = { name: "author_name" };
const REMEMBER_LIKE = { name: "user_name", course: "user_course" };

/**
 * Comment on a blog post: name (50) and comment (500); the inputs stop accepting more. `reviewed`:
 * comments wait for the teacher, and the form says so before it is sent.
 */
export function BlogCommentForm({ postId, action, reviewed }: { postId: number; action: string; reviewed: boolean }) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields, forgetButton } = useRememberingPublicForm(
    {
      id: `comentario-${postId}`,
      loadSchema: () => import("~/blog/domain/public-forms").then((m) => m.blogCommentSchema),
      validationNotice: BLOG_NOTICES.commentValidation,
    },
    REMEMBER_COMMENT,
  );
  return (
    <fetcher.Form {...formProps} action={action} className="relative mt-4 space-y-3 rounded-xl bg-slate-50 p-4">
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <TextField
        meta={fields.author_name}
        label={COMMENT_FORM_COPY.name}
        maxLength={COMMENT_LIMITS.name}
        placeholder="Nombre"
        autoComplete="given-name"
        hint={COMMENT_FORM_COPY.nameHint}
      />
      {forgetButton}
      <TextAreaField
        meta={fields.content}
        label="Tu comentario"
        maxLength={COMMENT_LIMITS.content}
        rows={3}
        hint={`Hasta ${COMMENT_LIMITS.content} caracteres.`}
      />
      {reviewed ? <p className="text-sm text-slate-700">{COMMENT_FORM_COPY.reviewed}</p> : null}
      <SubmitButton pending={pending}>Comentar</SubmitButton>
    </fetcher.Form>
  );
}

/** Name and course to register a like; a second like with the same name and course is refused. */
export function BlogLikeForm({ postId, action, onSuccess }: { postId: number; action: string; onSuccess: () => void }) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields, forgetButton } = useRememberingPublicForm(
    {
      id: `me-gusta-${postId}`,
      loadSchema: () => import("~/blog/domain/public-forms").then((m) => m.blogLikeSchema),
      validationNotice: BLOG_NOTICES.likeValidation,
      onSuccess,
    },
    REMEMBER_LIKE,
  );
  const coursePlaceholder = useCoursePlaceholder();
  return (
    <fetcher.Form {...formProps} action={action} className="relative space-y-4">
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <TextField meta={fields.user_name} label="Tu nombre" maxLength={50} />
      <TextField meta={fields.user_course} label="Tu curso" maxLength={40} placeholder={coursePlaceholder} />
      {forgetButton}
      <SubmitButton pending={pending} className="w-full">
        Confirmar «Me gusta»
      </SubmitButton>
    </fetcher.Form>
  );
}
