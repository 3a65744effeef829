import { useCoursePlaceholder } from "~/platform/hooks/use-site-settings";
import { useRememberingPublicForm } from "~/platform/components/remembered-visitor";
import { StaticFormNotice } from "~/platform/components/public-form";
import { SubmitButton, TextAreaField, TextField } from "~/platform/components/field";
import { COURSE_ZONE_COPY } from "~/courses/copy/courses";
import { COMMENT_FORM_COPY } from "~/platform/copy/notices/comment-form";
import { COURSE_COMMENT_NOTICES } from "~/courses/copy/course-comment-notices";

const copy = COURSE_ZONE_COPY.news;
const REMEMBER = { name: "author_name", course: "author_course" };

/** The comment form under one course news item (table course_news_comments); `reviewed`: comments wait for the teacher. */
export function CourseNewsCommentForm({
  newsId,
  action,
  reviewed,
}: {
  newsId: number;
  action: string;
  reviewed: boolean;
}) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields, forgetButton } = useRememberingPublicForm(
    {
      id: `comentario-${newsId}`,
      loadSchema: () => import("~/courses/domain/public-forms").then((m) => m.courseNewsCommentSchema),
      validationNotice: COURSE_COMMENT_NOTICES.validation,
    },
    REMEMBER,
  );
  const coursePlaceholder = useCoursePlaceholder();
  return (
    <fetcher.Form
      {...formProps}
      action={action}
      className="relative mt-4 space-y-3 rounded-xl bg-slate-50 p-4"
      aria-label={`${copy.commentFormTitle}`}
    >
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <input type="hidden" name={fields.news_id.name} value={newsId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          meta={fields.author_name}
          label={COMMENT_FORM_COPY.name}
          maxLength={50}
          autoComplete="given-name"
          hint={COMMENT_FORM_COPY.nameHint}
        />
        <TextField meta={fields.author_course} label={copy.course} maxLength={40} placeholder={coursePlaceholder} />
      </div>
      {forgetButton}
      <TextAreaField meta={fields.content} label={copy.comment} maxLength={500} rows={3} />
      {reviewed ? <p className="text-sm text-slate-700">{COMMENT_FORM_COPY.reviewed}</p> : null}
      <SubmitButton pending={pending}>{copy.send}</SubmitButton>
    </fetcher.Form>
  );
}
