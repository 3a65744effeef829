/** The teacher's email notices, in the panel's settings. */
export const NOTICE_PREFERENCE_COPY = {
  title: "Avisos por correo",
  enabled:
    "Te avisamos de los mensajes, las inscripciones (proyectos, torneo y liga), las propuestas al Salón de la Fama y los comentarios que esperan tu aprobación. El correo dice qué ha llegado y enlaza al panel; no lleva nombres ni mensajes del alumnado.",
  disabled:
    "El correo está desactivado en este servidor: falta SMTP_URL (la dirección del servidor de correo). Lo que elijas aquí se aplicará cuando esté configurado; el README explica cómo.",
  mode: "Avisos",
  digestHour: "Hora del resumen diario (hora de Madrid)",
  button: "Guardar avisos",
  audit: "Avisos por correo cambiados",
  saved: "Avisos por correo guardados",
};
