import { ORGANISER_NOTICES } from "~/platform/copy/notices/organiser";
import type { Notice } from "~/platform/copy/notices/notice";

/** Course zone, verbatim: the course gate (its waits are the result dialog's). */
export const COURSE_GATE_NOTICES = {
  wrongPassword: {
    title: "Error de contraseña",
    description: "La contraseña introducida es incorrecta. Inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  granted: { title: "Acceso concedido", variant: "success" } satisfies Notice,
  tooManyAttempts: ORGANISER_NOTICES.tooManyAttempts,
};
