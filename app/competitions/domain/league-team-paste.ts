import { described, fieldLabels, select, text } from "~/platform/domain/field-kit";
import { LEAGUE_SPORTS } from "./championships";
import { teamMemberNames } from "./public-forms";
import { TEAM_LIMITS } from "~/platform/domain/form-fields";
import type { PastedTable } from "~/platform/domain/pasted-rows";
import { z } from "~/platform/domain/zod";

/**
 * The league's teams pasted from the teacher's spreadsheet: one team a
 * line, Equipo; Capitán o capitana; Jugadores (the players in one cell, separated by commas). They
 * are added approved, as if each had enrolled and been approved, to be made into the sport's league.
 */
export const leagueTeamRowSchema = z.object({
  sport: select(
    "Deporte",
    LEAGUE_SPORTS.map((sport) => ({ value: sport, label: sport })),
    { choose: "un deporte de la liga" },
  ),
  name: text("Equipo", TEAM_LIMITS.teamName, { say: "el nombre del equipo" }),
  captain: text("Capitán o capitana", 100, { say: "el nombre del capitán o la capitana" }),
  members: described(
    z
      .string()
      .transform((cell) =>
        cell
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(teamMemberNames("Escribe los jugadores, separados por comas.")),
    { kind: "text", label: "Jugadores", max: TEAM_LIMITS.members * (TEAM_LIMITS.memberName + 2) },
  ),
});

export const LEAGUE_TEAMS_PASTE: PastedTable<typeof leagueTeamRowSchema> = {
  row: leagueTeamRowSchema,
  scope: ["sport"],
  columns: ["name", "captain", "members"],
  labels: fieldLabels(leagueTeamRowSchema),
  headers: {
    sport: ["deporte"],
    name: ["equipo", "equipos", "nombre", "nombre del equipo"],
    captain: ["capitan", "capitana", "capitan/a", "capitan o capitana", "capitania"],
    members: ["jugadores", "jugadoras", "jugadores/as", "miembros", "integrantes", "componentes"],
  },
  // Team names hold no numbers as a rule: only a line of the titles above is the titles line.
  isHeader: () => false,
  unique: "name",
};
