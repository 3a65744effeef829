import type { Notice } from "~/platform/copy/notices/notice";

/** Team enrolment (league, and the tournament while its enrolment is open). */
export const TEAM_NOTICES = {
  validation: {
    title: "Error de validación",
    description: "Por favor, completa todos los campos del formulario.",
    variant: "destructive",
  } satisfies Notice,
  success: (teamName: string): Notice => ({
    title: "¡Equipo inscrito!",
    description: `${teamName} ya aparece en la lista de equipos inscritos.`,
    variant: "success",
  }),
  /** The league lists pupils' names: a new team waits for the teacher (docs/decisions/008). */
  awaitingApproval: (teamName: string): Notice => ({
    title: "¡Equipo inscrito!",
    description: `${teamName} aparecerá en la lista de equipos cuando el profesorado apruebe la inscripción.`,
    variant: "success",
  }),
  tournamentSuccess: {
    title: "¡Inscripción enviada!",
    description: "Tu equipo queda pendiente de aprobación. ¡Mucha suerte en el torneo!",
    variant: "success",
  } satisfies Notice,
  failure: {
    title: "Error en la inscripción",
    description: "No se pudo guardar la inscripción del equipo. Inténtalo de nuevo más tarde.",
    variant: "destructive",
  } satisfies Notice,
  duplicateField: "Ese nombre ya está inscrito en este deporte.",
  duplicate: (teamName: string, sport: string): Notice => ({
    title: "Nombre de equipo repetido",
    description: `Ya hay un equipo llamado «${teamName}» en ${sport}. Elige otro nombre.`,
    variant: "destructive",
  }),
  closed: {
    title: "Periodo de inscripción finalizado",
    variant: "destructive",
  } satisfies Notice,
};
