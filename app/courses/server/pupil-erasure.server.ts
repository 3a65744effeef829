import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  auditLog,
  blogComments,
  blogPostLikes,
  contactMessages,
  courseNewsComments,
  hallOfFameSuggestions,
  honorees,
  projectSignups,
  leagueTeams,
  tournamentEnrolments,
  progressEntries,
  rankingEntries,
  schoolYears,
  tournamentTeams,
} from "../../../db/schema";
import { eraseName, eraseNameInJson, namePattern } from "~/courses/domain/pupil-names";
import type { Database } from "~/platform/server/db.server";

/** Every place the site keeps a pupil's name: live pages, the inbox, the panel's lists and the log (the archive is below). */
const NAME_COLUMNS: { place: string; table: PgTable & { id: PgColumn }; columns: PgColumn[] }[] = [
  { place: "Mensajes y sugerencias", table: contactMessages, columns: [contactMessages.name] },
  { place: "Inscripciones en proyectos", table: projectSignups, columns: [projectSignups.name] },
  { place: "Equipos de la liga", table: leagueTeams, columns: [leagueTeams.name, leagueTeams.captain] },
  {
    place: "Inscripciones en el torneo",
    table: tournamentEnrolments,
    columns: [tournamentEnrolments.teamName, tournamentEnrolments.captainName, tournamentEnrolments.members],
  },
  { place: "Salón de la Fama", table: honorees, columns: [honorees.name] },
  { place: "Propuestas al Salón de la Fama", table: hallOfFameSuggestions, columns: [hallOfFameSuggestions.name] },
  { place: "Comentarios del blog", table: blogComments, columns: [blogComments.authorName] },
  {
    place: "Comentarios de las noticias de curso",
    table: courseNewsComments,
    columns: [courseNewsComments.authorName],
  },
  { place: "Equipos de las competiciones", table: tournamentTeams, columns: [tournamentTeams.name] },
  { place: "Ranking", table: rankingEntries, columns: [rankingEntries.name] },
  { place: "Progreso del grupo", table: progressEntries, columns: [progressEntries.name] },
  { place: "Registro de cambios", table: auditLog, columns: [auditLog.target, auditLog.details] },
];

/** Rows whose text may hold the name: a first, broad filter the database applies (the exact match is JavaScript's). */
const mayHold = (column: PgColumn | ReturnType<typeof sql>, name: string) =>
  sql`${column}::text ilike ${`%${name
    .trim()
    .split(/\s+/)
    .at(-1)!
    .replace(/[%_\\]/g, "\\$&")}%`}`;

/**
 * Replaces a pupil's name by its initials everywhere the site keeps it (the right to
 * erasure), in one transaction: live pages and lists, the inbox, the panel's log, the likes, and
 * every closed year's archive. Returns how many entries changed, by place.
 */
export async function erasePupilName(tx: Database, name: string): Promise<{ place: string; count: number }[]> {
  const pattern = namePattern(name);
  const holds = (text: unknown) =>
    typeof text === "string" && new RegExp(pattern.source, "iu").test(text.normalize("NFC"));
  const changed: { place: string; count: number }[] = [];

  for (const { place, table, columns } of NAME_COLUMNS) {
    const rows = (await tx
      .select({ id: table.id, ...Object.fromEntries(columns.map((c, i) => [`c${i}`, c])) })
      .from(table)
      .where(
        sql.join(
          columns.map((c) => mayHold(c, name)),
          sql` or `,
        ),
      )) as ({ id: number } & Record<string, unknown>)[];
    let count = 0;
    for (const row of rows) {
      const set = Object.fromEntries(
        columns.flatMap((column, i) =>
          holds(row[`c${i}`]) ? [[column.name, eraseName(row[`c${i}`] as string, name)]] : [],
        ),
      );
      if (Object.keys(set).length === 0) continue;
      await tx.execute(
        sql`update ${table} set ${sql.join(
          Object.entries(set).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
          sql`, `,
        )} where ${table.id} = ${row.id}`,
      );
      count++;
    }
    if (count > 0) changed.push({ place, count });
  }

  // A league team's members are a list.
  const teams = await tx
    .select({ id: leagueTeams.id, members: leagueTeams.members })
    .from(leagueTeams)
    .where(mayHold(leagueTeams.members, name));
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

  // A like is one per name and course: if the initials already liked that post in that course, this one goes.
  const likes = await tx
    .select({ id: blogPostLikes.id, userName: blogPostLikes.userName })
    .from(blogPostLikes)
    .where(mayHold(blogPostLikes.userName, name));
  let liked = 0;
  for (const like of likes.filter((l) => holds(l.userName))) {
    try {
      await tx.transaction((inner) =>
        inner
          .update(blogPostLikes)
          .set({ userName: eraseName(like.userName, name) })
          .where(eq(blogPostLikes.id, like.id)),
      );
    } catch {
      await tx.delete(blogPostLikes).where(eq(blogPostLikes.id, like.id));
    }
    liked++;
  }
  if (liked > 0) changed.push({ place: "«Me gusta» del blog", count: liked });

  // Every closed year's archive, whatever it holds.
  const years = await tx
    .select({ id: schoolYears.id, archive: schoolYears.archive })
    .from(schoolYears)
    .where(mayHold(schoolYears.archive, name));
  let archived = 0;
  for (const year of years) {
    const erased = eraseNameInJson(year.archive, name);
    if (JSON.stringify(erased) === JSON.stringify(year.archive)) continue;
    await tx.update(schoolYears).set({ archive: erased }).where(eq(schoolYears.id, year.id));
    archived++;
  }
  if (archived > 0) changed.push({ place: "Archivo de cursos cerrados", count: archived });
  return changed;
}
