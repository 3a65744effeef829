import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import type { CompetitionEditorData } from "~/competitions/domain/competition-page";
import { PUSH_COPY } from "~/push";

/** The competition's teams (name, course, group) and its groups, side by side on a wide screen. */
export function TeamsAndGroupsSection({
  teams,
  groups,
  followers,
}: Pick<CompetitionEditorData, "teams" | "groups"> & {
  /** Phones that follow each team, by its id. */
  followers: Record<number, number>;
}) {
  const groupOptions = [
    { value: "", label: "Sin grupo" },
    ...groups.map((g) => ({ value: String(g.id), label: g.label })),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminPanel title={`Equipos (${teams.length})`} id="equipos">
        <ul className="divide-y divide-slate-200">
          {teams.map((t) => (
            <li key={t.id} className="flex flex-wrap items-end gap-2 py-3">
              <AdminForm
                intent="updateTeam"
                id={t.id}
                className="flex flex-wrap items-end gap-2"
                aria-label={`Equipo ${t.name}`}
              >
                <AdminInput name="name" label="Nombre" defaultValue={t.name} required className="w-44" />
                <AdminInput name="course" label="Curso" defaultValue={t.course} className="w-24" />
                <AdminSelect
                  name="groupId"
                  label="Grupo"
                  options={groupOptions}
                  defaultValue={t.groupId === null ? "" : String(t.groupId)}
                />
                <NavigationSubmitButton intent="updateTeam" id={t.id} variant="secondary">
                  Guardar
                </NavigationSubmitButton>
              </AdminForm>
              <AdminActionButton intent="deleteTeam" id={t.id} confirm={`¿Borrar ${t.name} y todos sus partidos?`}>
                Borrar
              </AdminActionButton>
              {followers[t.id] ? (
                <p className="w-full text-sm text-slate-700">{PUSH_COPY.followers(followers[t.id]!)}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <AdminForm intent="addTeam" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Añadir un equipo">
          <AdminInput name="name" label="Nuevo equipo" required className="w-44" />
          <AdminInput name="course" label="Curso" className="w-24" />
          <AdminSelect name="groupId" label="Grupo" options={groupOptions} />
          <NavigationSubmitButton intent="addTeam">Añadir equipo</NavigationSubmitButton>
        </AdminForm>
      </AdminPanel>
      <AdminPanel title={`Grupos (${groups.length})`} id="grupos">
        <ul className="divide-y divide-slate-200">
          {groups.map((g) => (
            <li key={g.id} className="flex items-center justify-between gap-2 py-2">
              <span>
                {g.code} · {g.label}
                {g.shownSeparately ? " · se muestra aparte" : ""}
              </span>
              <AdminActionButton
                intent="deleteGroup"
                id={g.id}
                confirm={`¿Borrar ${g.label}? Sus equipos quedarán sin grupo.`}
              >
                Borrar
              </AdminActionButton>
            </li>
          ))}
        </ul>
        <AdminForm intent="addGroup" className="mt-3 flex flex-wrap items-end gap-2" aria-label="Añadir un grupo">
          <AdminInput name="code" label="Código" required className="w-20" />
          <AdminInput name="label" label="Título de su tabla" required className="w-48" />
          <AdminCheckbox name="shownSeparately" label="Mostrar aparte" />
          <NavigationSubmitButton intent="addGroup">Añadir grupo</NavigationSubmitButton>
        </AdminForm>
      </AdminPanel>
    </div>
  );
}
