import { tournamentTitle } from "~/platform/domain/site-settings";
import type { LucideIcon } from "lucide-react";
import { type CompetitionColour, colourForPosition } from "~/competitions/domain/championships";
import type { SportKind } from "~/competitions/domain/championships";
import { SPORT_ICONS } from "./sport-icons";

/** Labels of the tournament's page, the league page and the Hall of Fame; the pages' own text is the teacher's (app/pages/copy/page-editors.ts). */

/** Each competition colour's gradient (white text on it passes 4.5:1). */
const COLOUR_GRADIENTS: Record<CompetitionColour, string> = {
  verde: "from-green-700 to-green-900",
  rosa: "from-pink-700 to-rose-900",
  ambar: "from-amber-700 to-orange-900",
  naranja: "from-orange-700 to-red-900",
  azul: "from-sky-700 to-blue-900",
  violeta: "from-violet-700 to-purple-900",
};

/** How a competition's card and page header look: the sport's icon and the competition's colour (a year archived before it had one: by its place). */
export function competitionLook({
  sport,
  position,
  colour,
}: {
  sport: SportKind;
  position: number;
  colour?: CompetitionColour;
}): { icon: LucideIcon; colour: string } {
  return { icon: SPORT_ICONS[sport], colour: COLOUR_GRADIENTS[colour ?? colourForPosition(position)] };
}

export const TOURNAMENT_HUB_COPY = {
  aboutHeading: "Sobre el torneo",
  competitionsHeading: "Competiciones",
  /** A new school's tournament before its first competition. */
  noCompetitions: "Todavía no hay competiciones: aparecerán aquí en cuanto se publiquen.",
  rulesHeading: "Normas generales",
  enrolmentHeading: "Inscripción de equipos",
  enrolmentClosed: "Periodo de inscripción finalizado",
  enrolmentOpenText: "¡La inscripción está abierta! Apunta a tu equipo antes de que termine el plazo.",
  enrolmentDeadline: (date: string) => `Plazo hasta el ${date}.`,
  enrolCta: "Inscribir a mi equipo",
  enrolDialogTitle: (name: string) => `Inscripción en el ${tournamentTitle(name)}`,
  enrolDialogDescription: "Rellena los datos del equipo. La inscripción quedará pendiente de aprobación.",
  liveStream: "Ver en directo",
  liveStreamHint: "Se abre el canal de vídeo del centro en una pestaña nueva.",
  galleryHeading: "Galería",
};

export const SIDE_CARDS_COPY = {
  teamOfMonth: { heading: "Equipo del Mes", vote: "Votar equipo del mes" },
  featuredPlayer: { heading: "Jugador/a Destacado/a", vote: "Votar jugador/a destacado/a" },
};

export const LEAGUE_COPY = {
  enrolCta: "Inscribir equipo",
  fixturesLink: (name: string) => `Partidos, resultados y calendario de ${name}`,
  /** The league's name is the teacher's («Ajustes»): «Inscripción en la Fernando III League». */
  enrolDialogTitle: (league: string) => `Inscripción en la ${league}`,
  enrolDialogDescription: "Todos los campos son obligatorios. Escribe un jugador por línea.",
  teamsHeading: "Equipos inscritos",
  noTeams: "Todavía no hay equipos inscritos. ¡Sé el primero!",
  captain: "Capitán/a",
  players: (n: number) => `${n} ${n === 1 ? "jugador" : "jugadores"}`,
  galleryHeading: "Galería",
};

export const HALL_OF_FAME_COPY = {
  title: "Salón de la Fama",
  tagline: "Deportistas que pasaron por nuestras pistas y hoy son leyenda.",
  suggestCta: "Sugerir un atleta",
  suggestTitle: "Sugiere un atleta para el Salón de la Fama",
  suggestDescription: "Cuéntanos quién es y qué ha conseguido. Todos los campos son obligatorios.",
};
