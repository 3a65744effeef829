import type { Notice } from "~/platform/copy/notices/notice";

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
