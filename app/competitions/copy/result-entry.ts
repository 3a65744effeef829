/**
 * The result dialog's and the inline result entry's words: apart from the competition
 * page's, since only the code that enters a result (loaded when a match is opened) carries them.
 */
export const RESULT_ENTRY_COPY = {
  title: "Resultado del partido",
  lockedDescription: "Introduce la contraseña de la organización para anotar el resultado.",
  unlockedDescription: "Escribe el marcador final de cada equipo.",
  signedInDescription: "Has iniciado sesión con tu cuenta: escribe el marcador final de cada equipo.",
  /** Today's organiser pass on this device: the password was typed once today. */
  dayPassDescription:
    "Este dispositivo ya tiene la contraseña de la organización hasta el final del día: escribe el marcador final de cada equipo.",
  dayPassGranted: "Hasta el final del día, este dispositivo no volverá a pedirte la contraseña.",
  password: "Contraseña de la organización",
  unlock: "Desbloquear",
  save: "Guardar resultado",
  cancel: "Cancelar",
  checking: "Comprobando...",
  saving: "Guardando...",
  current: (score: string) => `Resultado guardado: ${score}. Si lo cambias, la corrección queda registrada.`,
  scoreLabel: (team: string) => `Marcador de ${team}`,
};
