import type { Notice } from "~/platform/copy/notices/notice";

/** Course zone, verbatim. */
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
