import type { RefusalCode, RefusalParams } from "~/platform/domain/refusals";

/**
 * The panel's Spanish words for each refusal (app/platform/domain/refusals.ts). A form may word one of
 * its own (its `refusals` option); these are what the teacher reads otherwise.
 */
const REFUSAL_MESSAGES: { [C in RefusalCode]: string | ((params: RefusalParams) => string) } = {
  duplicate: "Ya existe un elemento con esos datos.",
  missing: "Ese elemento ya no existe.",
  "course-unknown": "Elige un curso de la lista.",
  "class-unknown": ({ course }) => `Elige una clase de ${course}.`,
  "name-without-letters": "Escribe un nombre con letras o números.",
  "foreign-group": "Ese grupo no es de esta competición.",
  "foreign-team": "Ese equipo no es de esta competición.",
  "group-too-small": "El grupo necesita al menos dos equipos.",
  "group-has-results": "Este grupo ya tiene resultados: cambia o mueve sus partidos uno a uno.",
  "schedule-impossible": ({ reason }) => String(reason),
  "same-match": "Elige dos partidos distintos.",
  "match-played": "Solo se intercambian partidos pendientes: uno de los dos ya tiene resultado.",
  "knockout-match": "Este partido es de la fase final: para quitarlo, deshaz el sorteo.",
  "competition-missing": "Esa competición ya no existe.",
  "no-knockout-format": "Esta competición no tiene fase final: su formato es «Liga o grupos».",
  "group-matches-pending": ({ pending }) =>
    `Quedan ${pending} partidos de grupo por jugar: marca «Sortear aunque queden partidos» para sortear ya.`,
  "knockout-impossible": ({ reason }) => String(reason),
  "knockout-later-tie-played":
    "El partido siguiente de la fase final ya tiene resultado: déjalo pendiente antes de cambiar este.",
  "result-conflict": ({ current }) => `Mientras tanto se guardó otro resultado: ${current}.`,
  "match-moved": ({ when }) => `El partido ha cambiado de fecha u hora: ahora es ${when}.`,
  "knockout-has-results": "La fase final ya tiene resultados: deja pendientes sus partidos para sortearla de nuevo.",
  "knockout-not-drawn": "Esta competición no tiene fase final sorteada.",
  "league-too-small": ({ sport }) => `Hacen falta al menos dos equipos aprobados de ${sport} para crear su liga.`,
  "league-team-taken": ({ sport, names }) =>
    `Ya hay en ${sport} un equipo con ese nombre: ${names}. Quítalos de la lista o cámbiales el nombre.`,
  "league-exists": ({ sport }) => `La liga de ${sport} ya está creada: cambia sus equipos y partidos en su pestaña.`,
  "year-closed": ({ year, current }) => `El curso ${year} ya está cerrado: el curso actual es ${current}.`,
  "no-champion": "Esa competición no tiene campeón en ese curso.",
  "already-honoured": "Ese campeón ya está en el Salón de la Fama.",
  "image-empty": "Elige una imagen.",
  "image-too-large": ({ megabytes }) => `La imagen no puede superar ${megabytes} MB.`,
  "image-type": "Solo se admiten imágenes PNG, JPEG, WebP o GIF.",
  "image-unreadable": ({ reason }) => String(reason),
  "image-duplicate": "Esta foto ya está subida.",
  "link-check-running": "Ya se están comprobando los enlaces: espera a que termine.",
};

/** The message of a refusal: the form's own wording when it has one, else the panel's. */
export function refusalMessage(
  refusal: { code: RefusalCode; params: RefusalParams },
  own?: Partial<Record<RefusalCode, string>>,
): string {
  const worded = own?.[refusal.code] ?? REFUSAL_MESSAGES[refusal.code];
  return typeof worded === "function" ? worded(refusal.params) : worded;
}
