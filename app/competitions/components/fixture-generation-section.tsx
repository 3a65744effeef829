import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { Link } from "react-router";
import { AdminSelect } from "~/platform/components/admin-fields";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import type { CompetitionEditorData } from "~/competitions/domain/competition-page";
import { RoundRobinScheduleFields } from "./round-robin-fields";

/** A group's round robin on school days (replaces the group's matches, before its first result). */
export function FixtureGenerationSection({
  groups,
  nonSchoolDays,
}: {
  groups: CompetitionEditorData["groups"];
  /** How many days without classes the school's calendar holds. */
  nonSchoolDays: number;
}) {
  return (
    <AdminPanel title="Generar los partidos de un grupo" id="generar">
      <p className="mb-3 text-sm text-slate-700">
        Todos contra todos (o ida y vuelta), en días lectivos desde el primer día que elijas: sin fines de semana,
        festivos nacionales ni los días sin clase del calendario, con tantas pistas a la vez como indiques y sin que un
        equipo juegue dos veces el mismo día. Sustituye los partidos del grupo; solo se puede hacer antes del primer
        resultado (después, mueve o cambia los partidos uno a uno).
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
          <p className="text-sm text-slate-700 sm:col-span-3">
            {nonSchoolDays === 1
              ? "El calendario tiene 1 día sin clase."
              : `El calendario tiene ${nonSchoolDays} días sin clase.`}{" "}
            <Link to="/admin/calendario" className="font-semibold text-teal-900 underline underline-offset-4">
              Editar el calendario
            </Link>
          </p>
          <div>
            <NavigationSubmitButton intent="generateFixtures">Generar partidos</NavigationSubmitButton>
          </div>
        </AdminForm>
      )}
    </AdminPanel>
  );
}
