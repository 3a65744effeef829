import type { ToastMessage } from "~/platform/domain/toast";
import { formatWait } from "~/platform/domain/wait-time";

type Notice = Omit<ToastMessage, "id">;

/**
 * Staff sign-in notices. The spec's English titles ('Sign in Failed', 'Sign up Failed', 'Sign out
 * Failed', 'Something went wrong') are said in Spanish, like every other word a person sees here.
 */
export const AUTH_NOTICES = {
  signInFailed: (message?: string): Notice => ({
    title: "No se pudo iniciar sesión",
    description: message ?? "Algo ha salido mal",
    variant: "destructive",
  }),
  signUpFailed: (message?: string): Notice => ({
    title: "No se pudo crear la cuenta",
    description: message ?? "Algo ha salido mal",
    variant: "destructive",
  }),
  signOutFailed: (message?: string): Notice => ({
    title: "No se pudo cerrar la sesión",
    description: message ?? "Algo ha salido mal",
    variant: "destructive",
  }),
  invalidCredentials: "Correo electrónico o contraseña incorrectos.",
  rateLimited: (retryAfterSeconds: number) =>
    `Demasiados intentos seguidos. Espera ${formatWait(retryAfterSeconds)} e inténtalo de nuevo.`,
  signedIn: (name: string): Notice => ({
    title: `Hola, ${name}`,
    description: "Has iniciado sesión.",
    variant: "success",
  }),
  signedOut: {
    title: "Sesión cerrada",
    description: "Has cerrado la sesión en este dispositivo.",
    variant: "success",
  } satisfies Notice,
  resetRequested: {
    title: "Revisa tu correo",
    description:
      "Si esa dirección tiene una cuenta, acaba de llegarle un enlace para elegir una contraseña nueva. Sirve una sola vez durante 30 minutos.",
    variant: "success",
  } satisfies Notice,
  resetFailed: (message: string): Notice => ({
    title: "No se pudo cambiar la contraseña",
    description: message,
    variant: "destructive",
  }),
  resetLinkInvalid: "El enlace no es válido, ya se usó o han pasado más de 30 minutos. Pide otro.",
  passwordChanged: {
    title: "Contraseña cambiada",
    description: "Ya puedes entrar con la nueva. Las sesiones abiertas con tu cuenta se han cerrado.",
    variant: "success",
  } satisfies Notice,
  welcome: (name: string): Notice => ({
    title: `¡Bienvenido/a, ${name}!`,
    description: "Tu cuenta está lista y has iniciado sesión.",
    variant: "success",
  }),
};

export const ADMIN_COPY = {
  /** /admin/torneo (the admin view of registrations; its empty state is the spec's). */
  tournamentRequests: {
    title: (tournamentName: string) => `Solicitudes de inscripción · ${tournamentName}`,
    empty: "No hay nuevas solicitudes de inscripción.",
  },
  signIn: {
    title: "Acceso del profesorado",
    intro: "Solo para el profesorado y la organización de torneos. El alumnado no necesita cuenta.",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Entrar",
    pending: "Entrando...",
    forgot: "¿Has olvidado la contraseña?",
  },
  /** /admin/recuperar: a forgotten password, by email. */
  passwordReset: {
    title: "Recuperar la contraseña",
    intro: "Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.",
    mailOff:
      "El correo no está configurado en este servidor, así que no se pueden enviar enlaces. Pide a quien administra la web que cambie tu contraseña.",
    email: "Correo electrónico",
    submit: "Enviarme el enlace",
    pending: "Enviando...",
    newTitle: "Elige una contraseña nueva",
    newIntro: "Al guardarla se cerrarán todas las sesiones abiertas con tu cuenta.",
    password: "Contraseña nueva",
    confirm: "Repite la contraseña nueva",
    save: "Guardar la contraseña",
    saving: "Guardando...",
    back: "Volver a la página de acceso",
  },
  invitation: {
    title: "Crear tu cuenta",
    intro: "Te han invitado a colaborar en la web del departamento. Elige tu nombre y una contraseña.",
    invalid:
      "Esta invitación no es válida: ya se usó, ha caducado o el enlace está incompleto. Pide una nueva al profesor.",
    name: "Tu nombre",
    password: "Contraseña (mínimo 10 caracteres)",
    submit: "Crear cuenta",
    toSignIn: "Ir a «Entrar»",
    audit: "Cuenta creada por invitación",
  },
  signOut: { idle: "Cerrar sesión", pending: "Cerrando sesión..." },
  pageTitles: {
    settings: "Ajustes y contraseñas",
    tournamentRequests: "Solicitudes de inscripción",
  },
  dashboard: {
    title: "Panel del departamento",
    backupFailed: (when: string) => `La última copia de seguridad no se hizo (${when}).`,
    seeBackups: "Ver las copias de seguridad",
    waiting: "Pendiente de revisar",
    counters: {
      pendingRegistrations: "Inscripciones en el torneo pendientes",
      pendingComments: "Comentarios pendientes de aprobar",
      messages: "Mensajes sin leer",
      signups: "Inscripciones en proyectos sin leer",
      hallOfFame: "Propuestas al Salón de la Fama sin leer",
      teams: "Equipos de la liga sin revisar",
    },
    organiserIntro:
      "Con tu cuenta de organización puedes introducir resultados en las páginas del torneo y de la liga sin escribir la contraseña de organización.",
    /** A new site's first steps (app/site/domain/first-steps.ts), in the order they are done. */
    firstSteps: {
      heading: "Primeros pasos",
      intro: "Lo que las familias verán primero. Cada paso se marca solo cuando está hecho.",
      progress: (done: number, total: number) => `${done} de ${total} hechos`,
      done: "Hecho",
      steps: {
        name: { label: "Escribe el nombre del instituto y el tuyo", to: "/admin/ajustes" },
        courses: { label: "Añade tus cursos con sus clases", to: "/admin/cursos" },
        projects: { label: "Añade los proyectos del departamento", to: "/admin/proyectos" },
        calendar: { label: "Elige tu comunidad: sus festivos y vacaciones", to: "/admin/calendario#comunidad" },
        competition: { label: "Crea la primera competición del torneo", to: "/admin/campeonatos#nueva" },
        news: { label: "Publica la primera novedad", to: "/admin/novedades" },
      },
    },
  },
} as const;
