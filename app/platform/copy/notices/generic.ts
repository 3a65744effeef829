import type { Notice } from "./notice";

/** Our own notices where the spec is silent (rate limit, malformed request). */
export const GENERIC_NOTICES = {
  rateLimited: {
    title: "Demasiados envíos seguidos",
    description: "Has enviado varios formularios en poco tiempo. Espera un minuto e inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
  /** Only a length limit was passed (without the browser's maxlength); the description is the field's message. */
  tooLong: { title: "Texto demasiado largo", variant: "destructive" } satisfies Notice,
  /** A field error: a character (NUL) that no text may hold. */
  invalidCharacters: "Este campo contiene caracteres no válidos. Escríbelo de nuevo.",
  badRequest: {
    title: "No se pudo leer el formulario",
    description: "El envío llegó incompleto o dañado. Recarga la página e inténtalo de nuevo.",
    variant: "destructive",
  } satisfies Notice,
};
