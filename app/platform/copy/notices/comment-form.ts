/** What a comment form tells a pupil before sending: pupils are minors. */
export const COMMENT_FORM_COPY = {
  name: "Tu nombre (sin apellidos)",
  nameHint: "Se publica tu nombre, nunca tus apellidos.",
  reviewed: "Tu comentario aparecerá cuando el profesorado lo apruebe.",
};
