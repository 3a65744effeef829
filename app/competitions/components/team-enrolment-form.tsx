import { StaticFormNotice, usePublicForm } from "~/platform/components/public-form";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/platform/components/field";
import { TEAM_NOTICES } from "~/competitions/copy/team-notices";
import { LIMITS, TEAM_LIMITS } from "~/platform/domain/form-fields";

/**
 * Enrolment of a team (league, or the tournament while its enrolment is open): team name, captain,
 * sport and members one per line. Posts to `action`; the server checks everything again.
 */
export function TeamEnrolmentForm({
  id,
  action,
  sports,
  onSuccess,
}: {
  id: string;
  action: string;
  sports: readonly [string, ...string[]];
  onSuccess?: () => void;
}) {
  const { fetcher, fields, pending, formProps, staticNotice, hiddenFields } = usePublicForm({
    id,
    loadSchema: () => import("~/competitions/domain/public-forms").then((m) => m.teamEnrolmentSchema(sports)),
    validationNotice: TEAM_NOTICES.validation,
    onSuccess,
  });
  return (
    <fetcher.Form {...formProps} action={action} className="relative space-y-4">
      <StaticFormNotice notice={staticNotice} />
      {hiddenFields}
      <TextField
        meta={fields.name}
        label="Nombre del equipo"
        placeholder="Por ejemplo, Los Imparables"
        maxLength={TEAM_LIMITS.teamName}
      />
      <TextField
        meta={fields.captain}
        label="Capitán o capitana"
        placeholder="Nombre y apellidos"
        maxLength={LIMITS.name}
      />
      <SelectField meta={fields.sport} label="Deporte" options={sports} placeholder="Elige el deporte" />
      <TextAreaField
        meta={fields.members}
        label="Jugadores (uno por línea)"
        placeholder={"Nombre Apellido\nNombre Apellido"}
        rows={6}
        hint={`Hasta ${TEAM_LIMITS.members} jugadores.`}
      />
      <SubmitButton pending={pending} className="w-full">
        Inscribir equipo
      </SubmitButton>
    </fetcher.Form>
  );
}
