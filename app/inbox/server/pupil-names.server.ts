import { eq } from "drizzle-orm";
import { contactMessages, hallOfFameSuggestions, leagueTeams, projectSignups } from "../../../db/schema";
import { eraseName } from "~/platform/domain/pupil-names";
import type { Database } from "~/platform/server/db.server";
import {
  type ErasedPlace,
  eraseNameInPlaces,
  holdsName,
  mayHoldName,
} from "~/platform/server/pupil-name-erasure.server";

/** A pupil's name erased from what visitors sent: messages, sign-ups, proposals and the league's teams. */
export async function erasePupilNameInInbox(tx: Database, name: string): Promise<ErasedPlace[]> {
  const changed = await eraseNameInPlaces(
    tx,
    [
      { place: "Mensajes y sugerencias", table: contactMessages, columns: [contactMessages.name] },
      { place: "Inscripciones en proyectos", table: projectSignups, columns: [projectSignups.name] },
      { place: "Equipos de la liga", table: leagueTeams, columns: [leagueTeams.name, leagueTeams.captain] },
      { place: "Propuestas al Salón de la Fama", table: hallOfFameSuggestions, columns: [hallOfFameSuggestions.name] },
    ],
    name,
  );
  // A league team's members are a list.
  const holds = holdsName(name);
  const teams = await tx
    .select({ id: leagueTeams.id, members: leagueTeams.members })
    .from(leagueTeams)
    .where(mayHoldName(leagueTeams.members, name));
  let members = 0;
  for (const team of teams) {
    if (!team.members.some(holds)) continue;
    await tx
      .update(leagueTeams)
      .set({ members: team.members.map((m) => eraseName(m, name)) })
      .where(eq(leagueTeams.id, team.id));
    members++;
  }
  if (members > 0) changed.push({ place: "Jugadores de la liga", count: members });
  return changed;
}
