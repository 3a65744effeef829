import type { Notice } from "~/platform/copy/notices/notice";

/** Course zone, verbatim. */
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
