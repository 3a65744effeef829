import type { ToastMessage } from "~/domain/toast";
import { formatWait } from "~/domain/wait-time";

type Notice = Omit<ToastMessage, "id">;

/**
 * Staff sign-in notices. The spec's English titles ('Sign in Failed', 'Sign up Failed', 'Sign out
 * Failed', 'Something went wrong') are said in Spanish, like every other word a person sees here.
 */
export const AUTH_NOTICES = {
  signInFailed: (message?: string): Notice => ({ title: "No se pudo iniciar sesión", description: message ?? "Algo ha salido mal", variant: "destructive" }),
  signUpFailed: (message?: string): Notice => ({ title: "No se pudo crear la cuenta", description: message ?? "Algo ha salido mal", variant: "destructive" }),
  signOutFailed: (message?: string): Notice => ({ title: "No se pudo cerrar la sesión", description: message ?? "Algo ha salido mal", variant: "destructive" }),
  invalidCredentials: "Correo electrónico o contraseña incorrectos.",
  missingFields: "Escribe tu correo electrónico y tu contraseña.",
  rateLimited: (retryAfterSeconds: number) => `Demasiados intentos seguidos. Espera ${formatWait(retryAfterSeconds)} e inténtalo de nuevo.`,
  signedIn: (name: string): Notice => ({ title: `Hola, ${name}`, description: "Has iniciado sesión.", variant: "success" }),
  signedOut: { title: "Sesión cerrada", description: "Has cerrado la sesión en este dispositivo.", variant: "success" } satisfies Notice,
  welcome: (name: string): Notice => ({ title: `¡Bienvenido/a, ${name}!`, description: "Tu cuenta está lista y has iniciado sesión.", variant: "success" }),
};

export const ROLE_LABELS = { admin: "Profesorado (administración)", organiser: "Organización de torneos" } as const;

export const ADMIN_COPY = {
  /** /admin/mantecup (spec 001 §2: the admin view of registrations; its empty state is the spec's). */
  mantecupRequests: { title: "Solicitudes de inscripción · Mantecup", empty: "No hay nuevas solicitudes de inscripción." },
  signIn: {
    title: "Acceso del profesorado",
    intro: "Solo para el profesorado y la organización de torneos. El alumnado no necesita cuenta.",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Entrar",
    pending: "Entrando...",
  },
  invitation: {
    title: "Crear tu cuenta",
    intro: "Te han invitado a colaborar en la web del departamento. Elige tu nombre y una contraseña.",
    invalid: "Esta invitación no es válida: ya se usó, ha caducado o el enlace está incompleto. Pide una nueva al profesor.",
    name: "Tu nombre",
    password: "Contraseña (mínimo 10 caracteres)",
    submit: "Crear cuenta",
  },
  dashboard: {
    title: "Panel del departamento",
    organiserIntro:
      "Con tu cuenta de organización puedes introducir resultados en las páginas de la Mantecup sin escribir la contraseña de organización.",
  },
} as const;
