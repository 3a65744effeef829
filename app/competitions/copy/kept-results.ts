import type { KeptResult } from "~/competitions/domain/kept-results";

/**
 * The words of results kept on the organiser's phone while there is no signal (docs/decisions/044):
 * the dialog's notice when a result stays on the phone, and the list of those waiting to leave.
 * Loaded only with the result dialog or when a result waits.
 */
export const KEPT_RESULTS_COPY = {
  keptNotice: {
    title: "Guardado en este móvil: se enviará en cuanto haya conexión",
    description: "Puedes seguir anotando: los resultados se envían en el orden en que los anotas.",
  },
  sentNotice: (count: number) => ({
    title: count === 1 ? "Resultado enviado" : "Resultados enviados",
    description:
      count === 1
        ? "El resultado guardado en este móvil ya está en la web."
        : `Los ${count} resultados guardados en este móvil ya están en la web.`,
  }),
  /** The dialog opened on a match whose result waits on the phone. */
  waitingInDialog: (score: string) =>
    `Guardado en este móvil, aún sin enviar: ${score}. Si lo cambias, se enviará el nuevo.`,
  heading: (count: number) =>
    count === 1 ? "1 resultado guardado en este móvil" : `${count} resultados guardados en este móvil`,
  intro:
    "Se envían solos, en el orden en que los anotaste, en cuanto haya conexión. Hasta entonces puedes corregirlos o retirarlos.",
  sending: "Enviando…",
  sendNow: "Enviar ahora",
  offline: "Sin conexión: se enviarán en cuanto vuelva.",
  enteredAt: (time: string) => `Anotado a las ${time}`,
  waiting: "Pendiente de envío",
  /** What the server holds for a match whose result was taken away meanwhile. */
  noResult: "ninguno (se quitó el resultado)",
  correct: "Corregir",
  withdraw: "Retirar",
  withdrawQuestion: "¿Retirar este resultado? No se enviará.",
  /** Someone else saved a result for the match while this one waited. */
  conflict: (current: string, mine: string) =>
    `Mientras tanto se guardó otro resultado: ${current}. El tuyo: ${mine}. ¿Cuál se queda?`,
  keepSaved: "Quedarme con el guardado",
  sendMine: "Enviar el mío",
  moved: (when: string) => `Este partido ha cambiado de fecha u hora: ahora es ${when}. ¿Lo envías igualmente?`,
  sendAnyway: "Enviar igualmente",
  gone: "Este partido ya no existe en la competición: no se puede enviar.",
  refused: (message: string) => `No se ha guardado: ${message}`,
  /** Today's organiser pass ended while the results waited. */
  locked: "El acceso de la organización ha caducado mientras esperaban. Escribe la contraseña una vez y se enviarán.",
  password: "Contraseña de la organización",
  /** The password step without signal: it is checked by the web. */
  unlockOffline: {
    title: "Sin conexión",
    description:
      "La contraseña se comprueba en la web: escríbela cuando vuelva la conexión. Lo que ya anotaste sigue guardado en este móvil.",
  },
  unlockAndSend: "Desbloquear y enviar",
};

/** «Rayo 3 – 1 Cometas», with the tie-break's boxes when they were filled. */
export function keptScoreText(result: Pick<KeptResult, "team1" | "team2" | "scores">): string {
  const { team1, team2, penalties1, penalties2 } = result.scores;
  const decider = penalties1.trim() && penalties2.trim() ? ` (${penalties1.trim()}-${penalties2.trim()})` : "";
  return `${result.team1} ${team1.trim()} – ${team2.trim()} ${result.team2}${decider}`;
}

/** A score as the server sends it ("3-1", "2-2 (4-3)", "" unplayed), in the teams' words. */
export const heldScoreText = (result: KeptResult, score: string) => {
  if (!score) return KEPT_RESULTS_COPY.noResult;
  const [main, decider] = score.split(" ");
  const [a, b] = (main ?? "").split("-");
  return `${result.team1} ${a} – ${b} ${result.team2}${decider ? ` ${decider}` : ""}`;
};
