import { AdminForm } from "~/platform/components/admin-form";
import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { TIE_BREAK_LABELS } from "~/competitions/copy/tie-breaks";
import { TIE_BREAK_FIELDS } from "~/competitions/domain/competition-forms";
import { TIE_BREAKS, type StandingsRules } from "~/competitions/domain/standings";

/** The table's rules: points for each result and the tie-breaks in order. */
export function CompetitionRulesSection({ rules }: { rules: StandingsRules }) {
  return (
    <AdminPanel title="Reglas de la tabla" id="reglas">
      <p className="mb-3 text-sm text-slate-700">
        Los puntos de cada resultado y, si dos equipos empatan a puntos, qué los separa y en qué orden. Si siguen
        empatados, comparten puesto.
      </p>
      <AdminForm intent="rules" className="grid gap-3 sm:grid-cols-3" aria-label="Reglas de la tabla">
        <AdminInput
          name="pointsWin"
          type="number"
          label="Puntos por victoria"
          defaultValue={rules.points.win}
          required
        />
        <AdminInput
          name="pointsDraw"
          type="number"
          label="Puntos por empate"
          defaultValue={rules.points.draw}
          required
        />
        <AdminInput
          name="pointsLoss"
          type="number"
          label="Puntos por derrota"
          defaultValue={rules.points.loss}
          required
        />
        {TIE_BREAK_FIELDS.map((field, index) => (
          <AdminSelect
            key={field}
            name={field}
            label={`Desempate ${index + 1}º`}
            defaultValue={rules.tieBreaks[index] ?? ""}
            options={[
              { value: "", label: "Ninguno" },
              ...TIE_BREAKS.map((t) => ({ value: t, label: TIE_BREAK_LABELS[t] })),
            ]}
            className="sm:col-span-3"
          />
        ))}
        <div>
          <NavigationSubmitButton intent="rules">Guardar reglas</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
