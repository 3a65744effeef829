import { honorees, tournamentEnrolments, tournamentTeams } from "../../../db/schema";
import type { Database } from "~/platform/server/db.server";
import { type ErasedPlace, eraseNameInPlaces } from "~/platform/server/pupil-name-erasure.server";

/** A pupil's name erased from the competitions: the tournament's enrolments, the teams and the Hall of Fame. */
export function erasePupilNameInCompetitions(tx: Database, name: string): Promise<ErasedPlace[]> {
  return eraseNameInPlaces(
    tx,
    [
      {
        place: "Inscripciones en el torneo",
        table: tournamentEnrolments,
        columns: [tournamentEnrolments.teamName, tournamentEnrolments.captainName, tournamentEnrolments.members],
      },
      { place: "Salón de la Fama", table: honorees, columns: [honorees.name] },
      { place: "Equipos de las competiciones", table: tournamentTeams, columns: [tournamentTeams.name] },
    ],
    name,
  );
}
