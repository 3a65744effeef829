import { useCoursePlaceholder } from "~/platform/hooks/use-site-settings";
import { StaticFormNotice, usePublicForm } from "~/platform/components/public-form";
import { SubmitButton, TextField } from "~/platform/components/field";
import { SIGNUP_NOTICES } from "~/pages/copy/signup-notices";
import { LIMITS } from "~/platform/domain/form-fields";

/**
 * Sign-up for a project (table inscripciones_proyectos), used on Health Leaders, Guardianes de la
 * Pista and Sombras y Brillo. It posts to the page it is on; the server decides the project from
 * that page, never from the browser.
 */
export function ProjectSignupForm({ action, heading }: { action: string; heading: string }) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields } = usePublicForm({
    id: "formulario-inscripcion",
    loadSchema: () => import("~/pages/domain/public-forms").then((m) => m.projectSignupSchema),
    validationNotice: SIGNUP_NOTICES.validation,
  });
  const coursePlaceholder = useCoursePlaceholder();
  return (
    <section
      aria-labelledby="inscripcion-titulo"
      id="inscripcion"
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="inscripcion-titulo" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <fetcher.Form {...formProps} action={action} className="relative mt-4 space-y-4">
        <StaticFormNotice notice={staticNotice} />
        {hiddenFields}
        <TextField
          meta={fields.nombre}
          label="Nombre completo"
          placeholder="Nombre y apellidos"
          maxLength={LIMITS.name}
          disabled={pending}
          autoComplete="name"
        />
        <TextField
          meta={fields.curso}
          label="Curso"
          placeholder={coursePlaceholder}
          maxLength={LIMITS.course}
          disabled={pending}
        />
        <SubmitButton pending={pending} className="w-full">
          Inscribirme
        </SubmitButton>
      </fetcher.Form>
    </section>
  );
}
