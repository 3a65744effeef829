/** The competitions' public forms: a team's enrolment and a Hall of Fame suggestion. */
import { text, textarea } from "~/platform/domain/field-kit";
import { LIMITS, TEAM_LIMITS } from "~/platform/domain/form-fields";
import { z } from "~/platform/domain/zod";
import { ATHLETE_TYPES } from "./championships";

/** Splits a textarea of names, one per line: trimmed, empty lines dropped. */
function parseMemberLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Team enrolment (league and tournament): team name, captain, sport and members, one per line. */
/** A team's players: at least one, each name and the team within their limits. */
export const teamMemberNames = (whenNone: string) =>
  z
    .array(
      z.string().max(TEAM_LIMITS.memberName, `Cada nombre puede tener hasta ${TEAM_LIMITS.memberName} caracteres.`),
    )
    .min(1, whenNone)
    .max(TEAM_LIMITS.members, `Un equipo puede tener hasta ${TEAM_LIMITS.members} jugadores.`);

export function teamEnrolmentSchema<const Sports extends readonly [string, ...string[]]>(sports: Sports) {
  return z.object({
    name: text("Nombre del equipo", TEAM_LIMITS.teamName, {
      empty: "Escribe el nombre del equipo.",
      tooLong: `El nombre del equipo no puede superar ${TEAM_LIMITS.teamName} caracteres.`,
    }),
    captain: text("Capitán o capitana", LIMITS.name, {
      empty: "Escribe el nombre del capitán o la capitana.",
      tooLong: `El nombre no puede superar ${LIMITS.name} caracteres.`,
    }),
    sport: z.enum(sports, { message: "Elige el deporte." }),
    members: z
      .string({ message: "Escribe los jugadores, uno por línea." })
      .max(3000, "La lista de jugadores es demasiado larga.")
      .transform(parseMemberLines)
      .pipe(teamMemberNames("Escribe los jugadores, uno por línea.")),
  });
}

/** Hall of Fame suggestion (table "Salón de la fama"): all four fields required. */
export const hallOfFameSuggestionSchema = z.object({
  nombre: text("Nombre del atleta", LIMITS.name, {
    empty: "Escribe el nombre del atleta.",
    tooLong: `El nombre no puede superar ${LIMITS.name} caracteres.`,
  }),
  tipo_atleta: z.enum(ATHLETE_TYPES, { message: "Indica si es alumno/a o ex-alumno/a." }),
  deporte: text("Deporte", 60, { empty: "Escribe el deporte.", tooLong: "El deporte no puede superar 60 caracteres." }),
  logro: textarea("Logro", 1000, {
    empty: "Cuéntanos su logro.",
    tooLong: "El logro no puede superar 1000 caracteres.",
  }),
});
