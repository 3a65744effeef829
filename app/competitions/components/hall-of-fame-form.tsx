import { StaticFormNotice, usePublicForm } from "~/platform/components/public-form";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/platform/components/field";
import { HALL_OF_FAME_NOTICES } from "~/competitions/copy/hall-of-fame-notices";
import { ATHLETE_TYPES } from "~/competitions/domain/championships";
import { LIMITS } from "~/platform/domain/form-fields";

/** Suggest an athlete for the Hall of Fame (table "Salón de la fama"). */
export function HallOfFameSuggestionForm({ onSuccess }: { onSuccess?: () => void }) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields } = usePublicForm({
    id: "sugerencia-atleta",
    loadSchema: () => import("~/competitions/domain/public-forms").then((m) => m.hallOfFameSuggestionSchema),
    validationNotice: HALL_OF_FAME_NOTICES.validation,
    onSuccess,
  });
  return (
    <fetcher.Form
      {...formProps}
      action="/campeonatos/salon-de-la-fama?formulario=sugerir"
      className="relative space-y-4"
    >
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <TextField
        meta={fields.nombre}
        label="Nombre del atleta"
        placeholder="Nombre y apellidos"
        maxLength={LIMITS.name}
      />
      <SelectField
        meta={fields.tipo_atleta}
        label="Tipo de atleta"
        options={ATHLETE_TYPES}
        placeholder="Elige una opción"
      />
      <TextField meta={fields.deporte} label="Deporte" placeholder="Por ejemplo, atletismo" maxLength={60} />
      <TextAreaField meta={fields.logro} label="Logro" placeholder="¿Qué ha conseguido?" maxLength={1000} rows={4} />
      <SubmitButton pending={pending} className="w-full">
        Enviar sugerencia
      </SubmitButton>
    </fetcher.Form>
  );
}
