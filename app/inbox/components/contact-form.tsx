import { useCoursePlaceholder } from "~/platform/hooks/use-site-settings";
import { StaticFormNotice, usePublicForm } from "~/platform/components/public-form";
import { SubmitButton, TextAreaField, TextField } from "~/platform/components/field";
import { CONTACT_FORM_COPY } from "~/platform/copy/home";
import { CONTACT_NOTICES } from "~/inbox/copy/contact-notices";
import { LIMITS } from "~/platform/domain/form-fields";

const copy = CONTACT_FORM_COPY;

/** The home page's contact form (table consultas). Posts to the home route's action. */
export function ContactForm() {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields } = usePublicForm({
    id: "contacto",
    loadSchema: () => import("~/inbox/domain/public-forms").then((m) => m.contactSchema),
    validationNotice: CONTACT_NOTICES.validation,
  });
  const coursePlaceholder = useCoursePlaceholder();
  return (
    <fetcher.Form {...formProps} action="/?index" className="relative space-y-4">
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.name}
          label={copy.fields.name.label}
          placeholder={copy.fields.name.placeholder}
          maxLength={LIMITS.name}
          autoComplete="name"
        />
        <TextField
          meta={fields.course}
          label={copy.fields.course.label}
          placeholder={coursePlaceholder}
          maxLength={LIMITS.course}
        />
      </div>
      <TextField
        meta={fields.email}
        type="email"
        label={copy.fields.email.label}
        placeholder={copy.fields.email.placeholder}
        maxLength={LIMITS.email}
        autoComplete="email"
      />
      <TextAreaField
        meta={fields.message}
        label={copy.fields.message.label}
        placeholder={copy.fields.message.placeholder}
        maxLength={LIMITS.message}
      />
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {copy.submit}
      </SubmitButton>
    </fetcher.Form>
  );
}
