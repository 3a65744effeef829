import type { Notice } from "~/platform/copy/notices/notice";

/** Blog. */
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
