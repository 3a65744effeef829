import type { Notice } from "~/platform/copy/notices/notice";

/** The sign-up forms' notices: fixed words, read verbatim by the tests. */
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
