import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import type { CompetitionEditorData } from "~/competitions/domain/competition-page";
import { matchScoreText } from "~/competitions/copy/decided-scores";
import { tieDeciderCopy } from "~/competitions/copy/tie-deciders";
import { SPORTS, type SportKind } from "~/competitions/domain/championships";
import { cn } from "~/platform/lib/cn";

type Match = CompetitionEditorData["matches"][number];
type Names = {
  sport: SportKind;
  teamName: ReadonlyMap<number, string>;
  groupLabel: ReadonlyMap<number, string>;
  tieOfMatch: ReadonlyMap<number, string>;
};

/** The competition's matches: each with its result, day and removal; swapping two; adding one. */
export function MatchesSection({ data }: { data: CompetitionEditorData & { exampleDay: string } }) {
  const { matches, teams, groups, knockout } = data;
  const names: Names = {
    sport: data.competition.sport,
    teamName: new Map(teams.map((t) => [t.id, t.name])),
    groupLabel: new Map(groups.map((g) => [g.id, g.label])),
    tieOfMatch: new Map(
      (knockout?.ties ?? []).flatMap((t) => (t.matchId === null ? [] : [[t.matchId, t.label] as const])),
    ),
  };
  const { teamName } = names;
  const teamOptions = teams.map((t) => ({ value: String(t.id), label: t.name }));
  const groupOptions = [
    { value: "", label: "Sin grupo" },
    ...groups.map((g) => ({ value: String(g.id), label: g.label })),
  ];
  const pending = matches.filter((m) => !m.played);
  return (
    <AdminPanel title={`Partidos (${matches.length})`} id="partidos">
      <ul className="divide-y divide-slate-200">
        {matches.map((m) => (
          <MatchRow key={m.id} match={m} names={names} />
        ))}
      </ul>
      {pending.length > 1 ? (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Intercambiar dos partidos</h3>
          <p className="text-sm text-slate-700">
            Cada uno se queda con el día, la hora y la pista del otro (solo partidos pendientes).
          </p>
          <AdminForm
            intent="swapMatches"
            className="mt-2 grid gap-3 sm:grid-cols-3"
            aria-label="Intercambiar dos partidos"
          >
            {(["first", "second"] as const).map((field, i) => (
              <AdminSelect
                key={field}
                name={field}
                label={i === 0 ? "Partido" : "Con el partido"}
                options={pending.map((m) => ({
                  value: String(m.id),
                  label: `#${m.id} · ${teamName.get(m.team1Id)} – ${teamName.get(m.team2Id)} · ${m.date}`,
                }))}
                required
              />
            ))}
            <div className="sm:self-end">
              <NavigationSubmitButton intent="swapMatches" variant="secondary">
                Intercambiar
              </NavigationSubmitButton>
            </div>
          </AdminForm>
        </>
      ) : null}
      <h3 className="mt-4 font-semibold text-slate-900">Añadir un partido</h3>
      <AdminForm intent="addMatch" className="mt-2 grid gap-3 sm:grid-cols-3" aria-label="Añadir un partido">
        <AdminSelect name="team1Id" label="Equipo local" options={teamOptions} required />
        {/* Two different teams to start from: not the same team at home and away. */}
        <AdminSelect
          name="team2Id"
          label="Equipo visitante"
          options={teamOptions}
          defaultValue={teamOptions[1]?.value}
          required
        />
        <AdminSelect name="groupId" label="Grupo" options={groupOptions} />
        <AdminInput
          name="day"
          type="date"
          label="Día"
          hint={`Vacío: «Por determinar». En la web se muestra como «${data.exampleDay}».`}
          className="sm:col-span-2"
        />
        <AdminInput name="time" label="Hora" defaultValue="11:15" />
        <div>
          <NavigationSubmitButton intent="addMatch">Añadir partido</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}

function MatchRow({ match: m, names: { sport, teamName, groupLabel, tieOfMatch } }: { match: Match; names: Names }) {
  const decider = tieDeciderCopy(sport);
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">
        #{m.id} · {teamName.get(m.team1Id)} – {teamName.get(m.team2Id)}
        {m.groupId ? <span className="font-normal text-slate-700"> · {groupLabel.get(m.groupId)}</span> : null}
        {tieOfMatch.has(m.id) ? <span className="font-normal text-slate-700"> · {tieOfMatch.get(m.id)}</span> : null}
        <span
          className={cn(
            "ml-2 rounded px-2 py-0.5 text-xs",
            m.played ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900",
          )}
        >
          {m.played ? matchScoreText(sport, m) : "Pendiente"}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <AdminForm
          intent="result"
          id={m.id}
          className="flex flex-wrap items-end gap-2"
          aria-label={`Resultado del partido ${m.id}`}
        >
          <AdminInput
            name="team1"
            label={`Marcador de ${teamName.get(m.team1Id)}`}
            defaultValue={m.team1Score}
            className="w-36"
          />
          <AdminInput
            name="team2"
            label={`Marcador de ${teamName.get(m.team2Id)}`}
            defaultValue={m.team2Score}
            className="w-36"
          />
          {m.knockout && SPORTS[sport].decider ? (
            <>
              <AdminInput
                name="penalties1"
                label={decider.label(teamName.get(m.team1Id) ?? "")}
                defaultValue={m.penalties?.team1}
                hint="Solo si hay empate"
                className="w-36"
              />
              <AdminInput
                name="penalties2"
                label={decider.label(teamName.get(m.team2Id) ?? "")}
                defaultValue={m.penalties?.team2}
                hint="Solo si hay empate"
                className="w-36"
              />
            </>
          ) : null}
          <NavigationSubmitButton intent="result" id={m.id}>
            Guardar resultado
          </NavigationSubmitButton>
        </AdminForm>
        <AdminForm
          intent="updateMatch"
          id={m.id}
          className="flex flex-wrap items-end gap-2"
          aria-label={`Fecha del partido ${m.id}`}
        >
          <AdminInput
            name="day"
            type="date"
            label="Día"
            defaultValue={m.day}
            hint={m.day ? undefined : m.date}
            className="w-48"
          />
          <AdminInput name="time" label="Hora" defaultValue={m.time} className="w-24" />
          <NavigationSubmitButton intent="updateMatch" id={m.id} variant="secondary">
            Guardar fecha
          </NavigationSubmitButton>
        </AdminForm>
        {m.played ? (
          <AdminActionButton
            intent="clearResult"
            id={m.id}
            confirm="¿Borrar el resultado? El partido volverá a estar pendiente."
            variant="secondary"
          >
            Dejar pendiente
          </AdminActionButton>
        ) : null}
        <AdminActionButton intent="deleteMatch" id={m.id} confirm="¿Borrar este partido?">
          Borrar partido
        </AdminActionButton>
      </div>
    </li>
  );
}
