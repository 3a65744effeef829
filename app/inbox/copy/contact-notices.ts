import type { Notice } from "~/platform/copy/notices/notice";

/** The contact form's notices: fixed words, read verbatim by the tests. */
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
