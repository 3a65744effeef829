import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { TOURNAMENT_COPY } from "~/competitions/copy/tournaments";
import type { CompetitionEditorData } from "~/competitions/domain/competition-page";
import { DEFAULT_MATCH_TIME } from "~/competitions/domain/fixtures";

/** The knockout stage: its ties as drawn, the draw (again, while nothing is played) and undoing it. */
export function KnockoutSection({
  knockout,
  groupCount,
  courts,
}: {
  knockout: CompetitionEditorData["knockout"];
  groupCount: number;
  courts: number;
}) {
  return (
    <AdminPanel title="Fase final" id="fase-final">
      <p className="mb-3 text-sm text-slate-700">
        Se sortea con las tablas de los grupos (1º del A contra 2º del B y 1º del B contra 2º del A; con tres o cuatro
        grupos, como se explica en la web). Cada ronda se juega el siguiente día lectivo; el ganador de cada partido
        pasa solo en cuanto se guarda su resultado. Se puede volver a sortear mientras ningún partido de la fase final
        tenga resultado.
      </p>
      {knockout ? (
        <>
          {knockout.champion ? <p className="mb-2 font-semibold text-slate-900">Campeón: {knockout.champion}</p> : null}
          <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {knockout.ties.map((t) => (
              <li key={t.code}>
                {t.label} ({t.date}): {t.home ?? TOURNAMENT_COPY.knockout.origin(t.homeFrom)} –{" "}
                {t.away ?? TOURNAMENT_COPY.knockout.origin(t.awayFrom)}
                {t.winner ? ` · pasa ${t.winner}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <AdminForm
        intent="drawKnockout"
        className="grid gap-3 sm:grid-cols-3"
        aria-label="Sortear la fase final"
        confirm={knockout ? "Se sustituirá el sorteo anterior y sus partidos. ¿Seguir?" : undefined}
      >
        <AdminInput name="start" type="date" label="Día de la primera ronda" required />
        <AdminInput name="time" label="Hora" defaultValue={DEFAULT_MATCH_TIME} required />
        <AdminInput
          name="courts"
          type="number"
          label="Pistas"
          defaultValue={courts}
          hint="Los partidos de un mismo día se reparten las pistas; con una, se juegan uno detrás de otro (cada 15 minutos)."
        />
        {groupCount === 4 ? (
          <AdminSelect
            name="qualifiersPerGroup"
            label="Pasan de cada grupo"
            options={[
              { value: "2", label: "Dos (cuartos de final)" },
              { value: "1", label: "Uno (semifinales)" },
            ]}
          />
        ) : null}
        <div className="space-y-2 sm:self-end">
          <AdminCheckbox name="thirdPlace" label="Partido por el tercer puesto" />
          <AdminCheckbox name="evenIfUnfinished" label="Sortear aunque queden partidos" />
        </div>
        <div>
          <NavigationSubmitButton intent="drawKnockout">
            {knockout ? "Sortear de nuevo" : "Sortear la fase final"}
          </NavigationSubmitButton>
        </div>
      </AdminForm>
      {knockout ? (
        <AdminActionButton
          intent="deleteKnockout"
          className="mt-3"
          confirm="¿Deshacer el sorteo? Se borrarán los partidos de la fase final."
        >
          Deshacer el sorteo
        </AdminActionButton>
      ) : null}
    </AdminPanel>
  );
}
