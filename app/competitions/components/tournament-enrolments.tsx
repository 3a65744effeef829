import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { cn } from "~/platform/lib/cn";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "../domain/championships";

type Registration = {
  id: number;
  teamName: string;
  captainName: string;
  sport: string;
  members: string;
  status: RegistrationStatus;
  createdAt: string;
};
type CompetitionGroups = { name: string; groups: { id: number; label: string }[] };

/** Whether the tournament takes enrolments, and until when. */
export function EnrolmentDeadlinePanel({ enrolment }: { enrolment: { open: boolean; deadline: string } }) {
  return (
    <AdminPanel title="Plazo de inscripción" id="plazo">
      <AdminForm intent="enrolment" className="flex flex-wrap items-end gap-4">
        <AdminCheckbox name="open" label="Inscripción abierta" defaultChecked={enrolment.open} />
        <AdminInput
          name="deadline"
          type="datetime-local"
          label="Fecha límite (opcional, hora de Madrid)"
          defaultValue={enrolment.deadline}
        />
        <NavigationSubmitButton intent="enrolment">Guardar plazo</NavigationSubmitButton>
      </AdminForm>
    </AdminPanel>
  );
}

/** The enrolment requests, each with its team, and what the teacher can do with it. */
export function EnrolmentRequests({
  registrations,
  competitions,
  empty,
}: {
  registrations: Registration[];
  competitions: CompetitionGroups[];
  empty: string;
}) {
  return registrations.length === 0 ? (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">{empty}</p>
  ) : (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Solicitudes de inscripción">
      {registrations.map((r) => {
        const status = REGISTRATION_STATUSES[r.status];
        const members = r.members
          .split("\n")
          .map((m) => m.trim())
          .filter(Boolean);
        return (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <article aria-labelledby={`inscripcion-${r.id}`}>
              <div className="flex items-start justify-between gap-3">
                <h2 id={`inscripcion-${r.id}`} className="text-xl font-bold text-slate-900">
                  {r.teamName}
                </h2>
                <span className={cn("rounded-full px-3 py-1 text-sm font-semibold ring-1", status.badge)}>
                  {status.label}
                </span>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
                <dt className="font-semibold">Capitán/a</dt>
                <dd>{r.captainName}</dd>
                <dt className="font-semibold">Deporte</dt>
                <dd>{r.sport}</dd>
                <dt className="font-semibold">Fecha</dt>
                <dd>
                  <time dateTime={r.createdAt}>{formatMadridDateTime(r.createdAt)}</time>
                </dd>
              </dl>
              <h3 className="mt-3 text-sm font-semibold text-slate-800">Integrantes ({members.length})</h3>
              <ul
                className="mt-1 max-h-40 overflow-y-auto rounded-lg bg-slate-50 p-2 text-sm text-slate-800"
                tabIndex={0}
                aria-label={`Integrantes de ${r.teamName}`}
              >
                {members.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap items-end gap-2">
                {r.status === "pendiente" ? (
                  <>
                    <ApproveForm id={r.id} competition={competitions.find((c) => c.name === r.sport) ?? null} />
                    <AdminActionButton intent="reject" id={r.id} variant="secondary">
                      Rechazar
                    </AdminActionButton>
                  </>
                ) : (
                  <AdminActionButton intent="pending" id={r.id} variant="secondary">
                    Devolver a pendiente
                  </AdminActionButton>
                )}
                <AdminActionButton
                  intent="delete"
                  id={r.id}
                  confirm={`¿Borrar la solicitud de «${r.teamName}»? No se puede deshacer.`}
                >
                  Borrar
                </AdminActionButton>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** «Aprobar», offering to put the team in the competition its enrolment names (in a group of it, if it has groups). */
function ApproveForm({
  id,
  competition,
}: {
  id: number;
  competition: { name: string; groups: { id: number; label: string }[] } | null;
}) {
  return (
    <AdminForm intent="approve" id={id} className="w-full space-y-2">
      {competition ? (
        <>
          <AdminCheckbox name="addToCompetition" label={`Añadir el equipo a «${competition.name}»`} defaultChecked />
          {competition.groups.length > 0 ? (
            <AdminSelect
              name="groupId"
              label="En el grupo"
              options={[
                { value: "", label: "Sin grupo (lo colocas después)" },
                ...competition.groups.map((g) => ({ value: String(g.id), label: g.label })),
              ]}
            />
          ) : null}
        </>
      ) : null}
      <NavigationSubmitButton intent="approve" id={id}>
        Aprobar
      </NavigationSubmitButton>
    </AdminForm>
  );
}
