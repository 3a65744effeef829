import { dateToMadridLocal, formatMadridDateTime } from "~/platform/domain/madrid-time";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";
import { registrationStatus } from "../domain/championships";
import { approveEnrolmentSchema, enrolmentForm, enrolmentSettingsSchema } from "../domain/enrolment-review-forms";
import { addTeam } from "./editing.server";
import { listCompetitionGroups } from "./competition-reads.server";
import {
  deleteRegistration,
  getEnrolmentSettings,
  listRegistrations,
  saveEnrolmentSettings,
  setRegistrationStatus,
} from "./championships.server";

/** The tournament's enrolment requests for the teacher, its deadline, and the competitions an approved team can join. */
export async function loadTournamentEnrolments(db: Database) {
  const [registrations, enrolment, competitions] = await Promise.all([
    listRegistrations(db),
    getEnrolmentSettings(db),
    listCompetitionGroups(db),
  ]);
  return {
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

/** The tournament's enrolment: approve (and place the team), reject, return to pending, delete, and its deadline. */
export function tournamentEnrolmentIntents() {
  return {
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
  };
}
