import type { Notice } from "./notice";
import { formatWait } from "~/platform/domain/wait-time";

/** Result dialog. The score messages are in `app/competitions/domain/match-result.ts`. */
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
