import { appContext } from "~/platform/server/context.server";
import type { Route } from "./+types/mantecup";
import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminCheckbox, AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { ADMIN_COPY } from "~/site";
import { unlistedPageMeta } from "~/platform/copy/pages";
import {
  REGISTRATION_STATUSES,
  registrationStatus,
  approveEnrolmentSchema,
  enrolmentForm,
  enrolmentSettingsSchema,
} from "~/competitions";

import { dateToMadridLocal, formatMadridDateTime } from "~/platform/domain/madrid-time";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import {
  deleteRegistration,
  getEnrolmentSettings,
  listRegistrations,
  saveEnrolmentSettings,
  setRegistrationStatus,
  addTeam,
  listCompetitionGroups,
} from "~/competitions/index.server";

import { cn } from "~/platform/lib/cn";
import { readSiteSettings } from "~/platform/server/site-settings.server";

const { title, empty: EMPTY } = ADMIN_COPY.mantecupRequests;

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const [registrations, enrolment, competitions, settings] = await Promise.all([
    listRegistrations(context.db),
    getEnrolmentSettings(context.db),
    listCompetitionGroups(context.db),
    readSiteSettings(context),
  ]);
  return {
    // The tournament's name is the teacher's.
    title: title(settings.tournamentName),
    // Where an approved team can go: the competition its enrolment names, and its groups.
    competitions,
    registrations: registrations.map((r) => ({
      ...r,
      status: registrationStatus(r.status),
      createdAt: r.createdAt.toISOString(),
    })),
    enrolment: { open: enrolment.open, deadline: enrolment.deadline ? dateToMadridLocal(enrolment.deadline) : "" },
  };
}

const gone = () => new AdminActionError("Esa solicitud ya no existe.", 404);

const setStatus = (status: "rechazado" | "pendiente") =>
  intent({
    schema: enrolmentForm,
    async run({ id }, { tx }) {
      const row = await setRegistrationStatus(tx, id, status);
      if (row === null) throw gone();
      return {
        action:
          status === "rechazado"
            ? "Inscripción en el torneo rechazada"
            : "Inscripción en el torneo devuelta a pendiente",
        target: row.team,
      };
    },
    success: status === "rechazado" ? "Inscripción rechazada" : "Inscripción devuelta a pendiente",
  });

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    approve: intent({
      schema: approveEnrolmentSchema,
      async run({ id, addToCompetition, groupId }, { tx }) {
        const row = await setRegistrationStatus(tx, id, "aprobado");
        if (row === null) throw gone();
        if (!addToCompetition) return { action: "Inscripción en el torneo aprobada", target: row.team };
        const competition = (await listCompetitionGroups(tx)).find((c) => c.name === row.competition);
        if (!competition)
          throw new AdminActionError(
            `No hay ninguna competición «${row.competition}»: apruébala sin añadir el equipo, o crea la competición.`,
            409,
          );
        await addTeam(tx, competition.slug, { name: row.team, course: null, groupId });
        return {
          action: "Inscripción en el torneo aprobada",
          target: row.team,
          details: `Añadido a ${competition.name}`,
        };
      },
      success: ({ addToCompetition }) =>
        addToCompetition ? "Inscripción aprobada: el equipo ya está en su competición" : "Inscripción aprobada",
      refusals: { duplicate: "Ese equipo ya está en la competición: apruébala sin añadirlo." },
    }),
    reject: setStatus("rechazado"),
    pending: setStatus("pendiente"),
    delete: intent({
      schema: enrolmentForm,
      async run({ id }, { tx }) {
        const team = await deleteRegistration(tx, id);
        if (team === null) throw gone();
        return { action: "Inscripción en el torneo borrada", target: team };
      },
      success: "Inscripción borrada",
    }),
    enrolment: intent({
      schema: enrolmentSettingsSchema,
      async run({ open, deadline }, { tx }) {
        await saveEnrolmentSettings(tx, { open: open === "on", deadline });
        return {
          action: open === "on" ? "Inscripción en el torneo abierta" : "Inscripción en el torneo cerrada",
          details: deadline ? `Plazo hasta ${formatMadridDateTime(deadline)}` : "Sin fecha límite",
        };
      },
      success: ({ open }) => (open === "on" ? "Inscripción abierta" : "Inscripción cerrada"),
    }),
  });
}

export function meta({ data }: Route.MetaArgs) {
  return unlistedPageMeta(data?.title ?? "Solicitudes de inscripción");
}

export default function AdminMantecup({ loaderData }: Route.ComponentProps) {
  const { registrations, enrolment, competitions } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{loaderData.title}</h1>
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
      {registrations.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {EMPTY}
        </p>
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
      )}
    </div>
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
