import { useCoursePlaceholder } from "~/platform/hooks/use-site-settings";
import { StaticFormNotice, usePublicForm } from "~/platform/components/public-form";
import { SubmitButton, TextAreaField, TextField } from "~/platform/components/field";
import { COURSE_ZONE_COPY } from "~/courses/copy/courses";
import { SUGGESTION_NOTICES } from "~/courses/copy/suggestion-notices";
import { LIMITS } from "~/platform/domain/form-fields";

const copy = COURSE_ZONE_COPY.suggestions;

/** The suggestion box (table consultas, source 'buzon'). */
export function SuggestionForm({ action }: { action: string }) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields } = usePublicForm({
    id: "buzon",
    loadSchema: () => import("~/courses/domain/public-forms").then((m) => m.suggestionSchema),
    validationNotice: SUGGESTION_NOTICES.validation,
  });
  const coursePlaceholder = useCoursePlaceholder();
  return (
    <fetcher.Form {...formProps} action={action} className="relative space-y-4">
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <TextField meta={fields.name} label={copy.name} maxLength={LIMITS.name} autoComplete="name" />
      <TextField meta={fields.course} label={copy.course} placeholder={coursePlaceholder} maxLength={LIMITS.course} />
      <TextAreaField meta={fields.message} label={copy.message} maxLength={LIMITS.message} rows={6} />
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {copy.send}
      </SubmitButton>
    </fetcher.Form>
  );
}
