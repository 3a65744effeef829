import type { ArchivedLeagueTeam } from "../domain/championships";
import { asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { honorees, leagueTeams, tournamentEnrolments, tournamentSettings, uploads } from "../../../db/schema";
import type { RegistrationStatus } from "~/competitions/domain/championships";
import type { Database } from "~/platform/server/db.server";
import { uploadedImage, uploadOf } from "~/images/index.server";

/** The league's public list: approved teams only (their members are pupils). */
export async function listLeagueTeams(db: Database) {
  return db
    .select({
      id: leagueTeams.id,
      name: leagueTeams.name,
      captain: leagueTeams.captain,
      sport: leagueTeams.sport,
      members: leagueTeams.members,
    })
    .from(leagueTeams)
    .where(isNotNull(leagueTeams.approvedAt))
    .orderBy(desc(leagueTeams.createdAt), desc(leagueTeams.id));
}

/** The tournament's enrolment as the teacher set it: open or closed, and the deadline if any. */
export async function getEnrolmentSettings(db: Database) {
  const [row] = await db.select().from(tournamentSettings).where(eq(tournamentSettings.id, 1));
  return { open: row?.enrolmentOpen ?? false, deadline: row?.enrolmentDeadline ?? null };
}

export async function saveEnrolmentSettings(db: Database, settings: { open: boolean; deadline: Date | null }) {
  const values = { enrolmentOpen: settings.open, enrolmentDeadline: settings.deadline, updatedAt: sql`now()` };
  await db
    .insert(tournamentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: tournamentSettings.id, set: values });
}

/** Whether the tournament's enrolment accepts teams now: open, and before the deadline if there is one. */
export async function getTournamentEnrolment(db: Database, now = new Date()) {
  const settings = await getEnrolmentSettings(db);
  const open = settings.open && (!settings.deadline || settings.deadline > now);
  return { open, deadline: settings.deadline?.toISOString() ?? null };
}

/** Every registration, newest first (ordered by created_at descending). */
export async function listRegistrations(db: Database) {
  return db
    .select()
    .from(tournamentEnrolments)
    .orderBy(desc(tournamentEnrolments.createdAt), desc(tournamentEnrolments.id));
}

/** Approves, rejects or sends back to pending a registration; its team and competition, or null when it is gone. */
export async function setRegistrationStatus(db: Database, id: number, status: RegistrationStatus) {
  const [row] = await db
    .update(tournamentEnrolments)
    .set({ status })
    .where(eq(tournamentEnrolments.id, id))
    .returning({ team: tournamentEnrolments.teamName, competition: tournamentEnrolments.sport });
  return row ?? null;
}

/** Deletes a registration (a duplicate, a joke); its team's name, or null when it is gone. */
export async function deleteRegistration(db: Database, id: number) {
  const [row] = await db
    .delete(tournamentEnrolments)
    .where(eq(tournamentEnrolments.id, id))
    .returning({ team: tournamentEnrolments.teamName });
  return row?.team ?? null;
}

export async function addTournamentRegistration(
  db: Database,
  team: { name: string; captain: string; sport: string; members: string[] },
) {
  await db.insert(tournamentEnrolments).values({
    teamName: team.name,
    captainName: team.captain,
    sport: team.sport,
    members: team.members.join("\n"),
    status: "pendiente",
  });
}

export async function listHonorees(db: Database) {
  const rows = await db
    .select({
      id: honorees.id,
      name: honorees.name,
      sport: honorees.sport,
      achievement: honorees.achievement,
      status: honorees.status,
      imageUrl: honorees.imageUrl,
      quote: honorees.quote,
      upload: { width: uploads.width, height: uploads.height, variantWidths: uploads.variantWidths },
    })
    .from(honorees)
    .leftJoin(uploads, uploadOf(honorees.imageUrl))
    .orderBy(asc(honorees.position), asc(honorees.id));
  return rows.map(({ upload, ...row }) => ({ ...row, image: uploadedImage(upload) }));
}

/** The year's part of a closed year's archive: the league's approved teams. */
export async function leagueForArchive(db: Database): Promise<ArchivedLeagueTeam[]> {
  return db
    .select({
      name: leagueTeams.name,
      captain: leagueTeams.captain,
      sport: leagueTeams.sport,
      members: leagueTeams.members,
    })
    .from(leagueTeams)
    .where(isNotNull(leagueTeams.approvedAt))
    .orderBy(asc(leagueTeams.sport), asc(leagueTeams.name));
}
