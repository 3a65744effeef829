import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { AdminSelect, AdminTextarea } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import type { CompetitionEditorData } from "~/competitions/domain/competition-page";
import { RoundRobinScheduleFields } from "./round-robin-fields";

/** A group's round robin on school days (replaces the group's matches, before its first result). */
export function FixtureGenerationSection({
  groups,
  nonSchoolDays,
}: {
  groups: CompetitionEditorData["groups"];
  nonSchoolDays: string;
}) {
  return (
    <AdminPanel title="Generar los partidos de un grupo" id="generar">
      <p className="mb-3 text-sm text-slate-700">
        Todos contra todos (o ida y vuelta), en días lectivos desde el primer día que elijas: sin fines de semana ni los
        días sin clase que escribas, con tantas pistas a la vez como indiques y sin que un equipo juegue dos veces el
        mismo día. Sustituye los partidos del grupo; solo se puede hacer antes del primer resultado (después, mueve o
        cambia los partidos uno a uno).
      </p>
      {groups.length === 0 ? (
        <p className="text-sm text-slate-700">Primero crea un grupo y pon en él sus equipos.</p>
      ) : (
        <AdminForm
          intent="generateFixtures"
          className="grid gap-3 sm:grid-cols-3"
          aria-label="Generar los partidos de un grupo"
          confirm="Se sustituirán los partidos de ese grupo. ¿Seguir?"
        >
          <AdminSelect
            name="groupId"
            label="Grupo"
            options={groups.map((g) => ({ value: String(g.id), label: g.label }))}
            required
          />
          <RoundRobinScheduleFields />
          <AdminTextarea
            name="nonSchoolDays"
            label="Días sin clase (uno por línea)"
            defaultValue={nonSchoolDays}
            hint="Los festivos nacionales (el 8 de diciembre, el Viernes Santo…) ya se saltan. Añade los de tu comunidad y tu localidad y las semanas de exámenes: 08/12/2026 o 2026-12-08, con una nota detrás si quieres. La lista se guarda para la próxima vez."
            rows={4}
            className="sm:col-span-3"
          />
          <div>
            <NavigationSubmitButton intent="generateFixtures">Generar partidos</NavigationSubmitButton>
          </div>
        </AdminForm>
      )}
    </AdminPanel>
  );
}
