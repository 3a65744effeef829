import { StaticFormNotice, usePublicForm } from "~/components/forms/public-form";
import { SubmitButton, TextAreaField, TextField } from "~/components/ui/field";
import { COURSE_ZONE_COPY } from "~/content/courses";
import { SUGGESTION_NOTICES } from "~/content/notices";
import { LIMITS } from "~/domain/form-fields";

const copy = COURSE_ZONE_COPY.suggestions;

/** The suggestion box (table consultas, source 'buzon'). */
export function SuggestionForm({ action }: { action: string }) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields } = usePublicForm({
    id: "buzon",
    loadSchema: () => import("~/domain/forms").then((m) => m.suggestionSchema),
    validationNotice: SUGGESTION_NOTICES.validation,
  });
  return (
    <fetcher.Form {...formProps} action={action} className="relative space-y-4">
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <TextField meta={fields.name} label={copy.name} maxLength={LIMITS.name} autoComplete="name" />
      <TextField meta={fields.course} label={copy.course} placeholder={copy.coursePlaceholder} maxLength={LIMITS.course} />
      <TextAreaField meta={fields.message} label={copy.message} maxLength={LIMITS.message} rows={6} />
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {copy.send}
      </SubmitButton>
    </fetcher.Form>
  );
}
