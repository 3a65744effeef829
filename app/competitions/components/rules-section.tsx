import { AdminForm } from "~/platform/components/admin-form";
import { AdminInput, AdminSelect, AdminTextarea } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { TIE_BREAK_LABELS } from "~/competitions/copy/tie-breaks";
import { VARIANT_LABELS } from "~/competitions/copy/sports";
import type { SportKind } from "~/competitions/domain/championships";
import { type SportVariant, variantsOf } from "~/competitions/domain/sport-setup";
import { TIE_BREAK_FIELDS } from "~/competitions/domain/competition-forms";
import { TIE_BREAKS, type StandingsRules } from "~/competitions/domain/standings";

/**
 * The competition's rules: how it is played, the points of each result and the tie-breaks in order,
 * and the teacher's own lines. Its page writes its rules from these.
 */
export function CompetitionRulesSection({
  sport,
  rules,
}: {
  sport: SportKind;
  rules: StandingsRules & { variant: SportVariant | null; ownRules: string };
}) {
  const variants = variantsOf(sport);
  return (
    <AdminPanel title="Reglas de la tabla" id="reglas">
      <p className="mb-3 text-sm text-slate-700">
        Cómo se juega, los puntos de cada resultado y, si dos equipos empatan a puntos, qué los separa y en qué orden
        (si siguen empatados, comparten puesto). La página de la competición escribe sus normas con esto.
      </p>
      <AdminForm intent="rules" className="grid gap-3 sm:grid-cols-3" aria-label="Reglas de la tabla">
        {variants.length > 0 ? (
          <AdminSelect
            name="variant"
            label="Modalidad"
            defaultValue={rules.variant ?? variants[0]}
            options={variants.map((v) => ({ value: v, label: VARIANT_LABELS[v] }))}
            className="sm:col-span-3"
          />
        ) : null}
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
        <AdminTextarea
          name="ownRules"
          label="Normas propias (opcional)"
          defaultValue={rules.ownRules}
          maxLength={2000}
          rows={4}
          hint="Una por línea: se añaden a las normas de la página de la competición."
          className="sm:col-span-3"
        />
        <div>
          <NavigationSubmitButton intent="rules">Guardar reglas</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
