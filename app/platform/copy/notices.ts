import type { ToastMessage } from "~/platform/domain/toast";
import { formatWait } from "~/platform/domain/wait-time";

type Notice = Omit<ToastMessage, "id">;

/** Notices of spec 000 §8, verbatim. */
export const CONTACT_NOTICES = {
  success: (teacherName: string): Notice => ({
    title: "¡Consulta enviada!",
    description: `Gracias por tu mensaje. El profe ${teacherName} te responderá tan pronto como sea posible.`,
    variant: "success",
  }),
  failure: {
    title: "Error al enviar la consulta",
    description: "Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo más tarde.",
    variant: "destructive",
  } satisfies Notice,
  validation: {
    title: "Revisa el formulario",
    description: "Completa los cuatro campos con un correo electrónico válido.",
    variant: "destructive",
  } satisfies Notice,
};

export const SIGNUP_NOTICES = {
  validation: {
    title: "Error de validación",
    description: "Por favor, completa todos los campos para inscribirte.",
    variant: "destructive",
  } satisfies Notice,
  failure: {
    title: "Error en la inscripción",
    description: "Hubo un problema al registrar tu solicitud. Por favor, inténtalo de nuevo más tarde.",
    variant: "destructive",
  } satisfies Notice,
  success: {
    title: "¡Inscripción recibida!",
    description: "¡Gracias por unirte! Nos pondremos en contacto contigo pronto.",
    variant: "success",
  } satisfies Notice,
  /** The body-expression page (Sombras y Brillo) words its success differently. */
  successSombrasYBrillo: {
    title: "¡Inscripción recibida!",
    description: "Gracias por tu interés... Nos pondremos en contacto contigo.",
    variant: "success",
  } satisfies Notice,
};

/** Our own notices where the spec is silent (rate limit, malformed request). */
export const GENERIC_NOTICES = {
  rateLimited: {
    title: "Demasiados envíos seguidos",
    description: "Has enviado varios formularios en poco tiempo. Espera un minuto e inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  /** Only a length limit was passed (without the browser's maxlength); the description is the field's message. */
  tooLong: { title: "Texto demasiado largo", variant: "destructive" } satisfies Notice,
  /** A field error: a character (NUL) that no text may hold. */
  invalidCharacters: "Este campo contiene caracteres no válidos. Escríbelo de nuevo.",
  badRequest: {
    title: "No se pudo leer el formulario",
    description: "El envío llegó incompleto o dañado. Recarga la página e inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
};

/** Team enrolment (league, and the Mantecup while its enrolment is open). */
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
  mantecupSuccess: {
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

export const HALL_OF_FAME_NOTICES = {
  validation: {
    title: "Campos incompletos",
    description: "Por favor, rellena todos los campos para enviar tu sugerencia.",
    variant: "destructive",
  } satisfies Notice,
  failure: {
    title: "Error al enviar",
    description: "Hubo un problema al guardar tu sugerencia. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  success: {
    title: "¡Sugerencia enviada!",
    description: "Gracias por ayudarnos a encontrar a nuestras futuras leyendas.",
    variant: "success",
  } satisfies Notice,
};

export const COMING_SOON_NOTICE: Notice = { title: "¡Próximamente!" };

/** Blog (spec 001 §5, §8). */
export const BLOG_NOTICES = {
  commentValidation: {
    title: "Campos vacíos",
    description: "Por favor, escribe tu nombre y un comentario.",
    variant: "destructive",
  } satisfies Notice,
  commentSuccess: {
    title: "¡Comentario enviado!",
    description: "Gracias por participar.",
    variant: "success",
  } satisfies Notice,
  commentAwaitingApproval: {
    title: "¡Comentario enviado!",
    description: "Se publicará cuando el profesorado lo revise.",
    variant: "success",
  } satisfies Notice,
  commentFailure: {
    title: "Error",
    description: "No se pudo enviar tu comentario. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  likeValidation: {
    title: "Campos requeridos",
    description: 'Por favor, introduce tu nombre y curso para registrar tu "Me gusta".',
    variant: "destructive",
  } satisfies Notice,
  likeSuccess: {
    title: '¡Gracias por tu "Me gusta"!',
    description: "Tu participación ha sido registrada.",
    variant: "success",
  } satisfies Notice,
  likeFailure: {
    title: 'No se pudo registrar tu "Me gusta". Es posible que ya hayas votado.',
    variant: "destructive",
  } as const,
  likeDuplicateField: "Ya has dado «Me gusta» a esta publicación.",
};

/** Result dialog (spec 001 §5, §8). The score messages are in `app/competitions/domain/match-result.ts`. */
export const ORGANISER_NOTICES = {
  wrongPassword: {
    title: "Contraseña incorrecta",
    description: "La contraseña no es válida. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  granted: {
    title: "Acceso autorizado",
    description: "Ya puedes introducir el resultado del partido.",
    variant: "success",
  } satisfies Notice,
  /** Past the free attempts each guess must wait a little longer (docs/decisions/008). */
  tooManyAttempts: (retryAfterSeconds: number): Notice => ({
    title: "Demasiados intentos",
    description: `Has probado varias contraseñas seguidas. Espera ${formatWait(retryAfterSeconds)} e inténtalo de nuevo.`,
    variant: "destructive",
  }),
  expired: {
    title: "Acceso caducado",
    description:
      "Ha pasado demasiado tiempo desde que introdujiste la contraseña. Vuelve a introducirla para guardar el resultado.",
    variant: "destructive",
  } satisfies Notice,
  /** The dialog was closed: its pass no longer opens the form (nobody sees this notice). */
  locked: {
    title: "Formulario cerrado",
    description: "Para introducir otro resultado, vuelve a escribir la contraseña.",
  } satisfies Notice,
  matchNotFound: {
    title: "Partido no encontrado",
    description: "Ese partido ya no existe. Recarga la página.",
    variant: "destructive",
  } satisfies Notice,
  saveFailed: {
    title: "No se pudo guardar",
    description: "Hubo un problema al guardar el resultado. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
};

/** Course zone (spec 001 §5, §8), verbatim. */
export const SUGGESTION_NOTICES = {
  validation: {
    title: "Campos incompletos",
    description: "Por favor, rellena todos los campos para enviar tu mensaje.",
    variant: "destructive",
  } satisfies Notice,
  success: {
    title: "¡Mensaje enviado!",
    description: "Gracias por tu sugerencia. ¡La leeré con atención!",
    variant: "success",
  } satisfies Notice,
  failure: {
    title: "Error al enviar",
    description: "Hubo un problema al guardar tu mensaje. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
};

export const COURSE_COMMENT_NOTICES = {
  validation: {
    title: "Campos incompletos",
    description: "Por favor, rellena tu nombre, curso y comentario.",
    variant: "destructive",
  } satisfies Notice,
  success: { title: "¡Comentario enviado!", variant: "success" } satisfies Notice,
  awaitingApproval: {
    title: "¡Comentario enviado!",
    description: "Se publicará cuando el profesorado lo revise.",
    variant: "success",
  } satisfies Notice,
  failure: { title: "No se pudo enviar el comentario.", variant: "destructive" } satisfies Notice,
  newsGone: "Esa noticia ya no existe.",
};

export const COURSE_GATE_NOTICES = {
  wrongPassword: {
    title: "Error de contraseña",
    description: "La contraseña introducida es incorrecta. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  granted: { title: "Acceso concedido", variant: "success" } satisfies Notice,
  tooManyAttempts: ORGANISER_NOTICES.tooManyAttempts,
};

/** What a comment form tells a pupil before sending (issue 45): pupils are minors. */
export const COMMENT_FORM_COPY = {
  name: "Tu nombre (sin apellidos)",
  nameHint: "Se publica tu nombre, nunca tus apellidos.",
  reviewed: "Tu comentario aparecerá cuando el profesorado lo apruebe.",
};

/** A filled field a public form cannot take (a comment's name with surnames): its own message below the title (issue 45). */
export const checkFieldNotice = (message: string): Notice => ({
  title: "Revisa el campo marcado",
  description: message,
  variant: "destructive",
});
