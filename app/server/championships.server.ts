import { asc, desc, eq, isNotNull } from "drizzle-orm";
import { honorees, leagueTeams, type LeagueSport, mantecupInscripciones, mantecupSettings, salonDeLaFama } from "../../db/schema";
import { TEAM_NOTICES } from "~/content/notices";
import type { Database } from "./db.server";
import { getModerationSettings } from "./site-settings.server";
import { FormConflictError, isUniqueViolation } from "./public-form.server";

/** The league's public list: approved teams only (their members are pupils). */
export async function listLeagueTeams(db: Database) {
  return db
    .select({ id: leagueTeams.id, name: leagueTeams.name, captain: leagueTeams.captain, sport: leagueTeams.sport, members: leagueTeams.members })
    .from(leagueTeams)
    .where(isNotNull(leagueTeams.approvedAt))
    .orderBy(desc(leagueTeams.createdAt), desc(leagueTeams.id));
}

/**
 * Saves a league team; a name already used in the same sport (any case or spacing) is refused.
 * Unless the teacher turned approval off, the team waits for approval before it is listed.
 */
export async function addLeagueTeam(db: Database, team: { name: string; captain: string; sport: LeagueSport; members: string[] }): Promise<{ awaitingApproval: boolean }> {
  const { approvePublicNames } = await getModerationSettings(db);
  try {
    await db.insert(leagueTeams).values({ ...team, approvedAt: approvePublicNames ? null : new Date() });
    return { awaitingApproval: approvePublicNames };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new FormConflictError("name", "Ese nombre ya está inscrito en este deporte.", TEAM_NOTICES.duplicate(team.name, team.sport));
    }
    throw error;
  }
}

/** Whether the Mantecup enrolment accepts teams now: open, and before the deadline if there is one. */
export async function getMantecupEnrolment(db: Database, now = new Date()) {
  const [row] = await db.select().from(mantecupSettings).where(eq(mantecupSettings.id, 1));
  const open = Boolean(row?.enrolmentOpen) && (!row?.enrolmentDeadline || row.enrolmentDeadline > now);
  return { open, deadline: row?.enrolmentDeadline?.toISOString() ?? null };
}

export async function addMantecupRegistration(db: Database, team: { name: string; captain: string; sport: string; members: string[] }) {
  await db.insert(mantecupInscripciones).values({
    teamName: team.name,
    captainName: team.captain,
    sport: team.sport,
    members: team.members.join("\n"),
    status: "pendiente",
  });
}

export async function listHonorees(db: Database) {
  return db
    .select({ id: honorees.id, name: honorees.name, sport: honorees.sport, achievement: honorees.achievement, status: honorees.status, imageUrl: honorees.imageUrl, quote: honorees.quote })
    .from(honorees)
    .orderBy(asc(honorees.position), asc(honorees.id));
}

export async function addHallOfFameSuggestion(db: Database, value: { nombre: string; tipo_atleta: string; deporte: string; logro: string }) {
  await db.insert(salonDeLaFama).values({ nombre: value.nombre, tipoAtleta: value.tipo_atleta, deporte: value.deporte, logro: value.logro });
}
