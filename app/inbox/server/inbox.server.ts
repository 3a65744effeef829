import { and, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect, PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  contactMessages,
  projectSignups,
  leagueTeams,
  tournamentEnrolments,
  hallOfFameSuggestions,
} from "../../../db/schema";
import {
  type InboxChange,
  type InboxFilters,
  type InboxList,
  type InboxState,
  SOURCE_LABELS,
} from "~/inbox/domain/inbox";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import type { Database } from "~/platform/server/db.server";
import { z } from "~/platform/domain/zod";

type InboxRow = {
  id: number;
  read: boolean;
  archived: boolean;
  createdAt: string;
  cells: string[];
  /** Lists shown publicly: whether it is. */ approved?: boolean;
};

const tables = {
  mensajes: contactMessages,
  proyectos: projectSignups,
  salon: hallOfFameSuggestions,
  liga: leagueTeams,
} as const;
const inboxTable = (list: InboxList) => tables[list];

function stateCondition(table: (typeof tables)[InboxList], state: InboxState): SQL | undefined {
  if (state === "archivados") return isNotNull(table.archivedAt);
  if (state === "nuevos") return and(isNull(table.archivedAt), isNull(table.readAt));
  return isNull(table.archivedAt);
}

const waitingRows = z.object({
  rows: z.array(
    z.object({
      messages: z.coerce.number(),
      signups: z.coerce.number(),
      teams: z.coerce.number(),
      hallOfFame: z.coerce.number(),
      pendingRegistrations: z.coerce.number(),
    }),
  ),
});

/**
 * What waits for the teacher: unread entries of each inbox list and pending tournament enrolments,
 * in one statement (the dashboard asks on every visit: five round trips were five times the work).
 */
export async function countWaiting(db: Database) {
  const unread = (list: InboxList) => {
    const table = inboxTable(list);
    return sql`(select count(*)::int from ${table} where ${stateCondition(table, "nuevos")})`;
  };
  const { rows } = waitingRows.parse(
    await db.execute(sql`select ${unread("mensajes")} as "messages", ${unread("proyectos")} as "signups",
      ${unread("liga")} as "teams", ${unread("salon")} as "hallOfFame",
      (select count(*)::int from ${tournamentEnrolments} where ${eq(tournamentEnrolments.status, "pendiente")}) as "pendingRegistrations"`),
  );
  return rows[0]!;
}

/** How many of each list's entries arrived after `since` (the daily email digest). */
export async function countArrivedSince(db: Database, since: Date) {
  const after = async (
    table:
      | typeof contactMessages
      | typeof projectSignups
      | typeof leagueTeams
      | typeof hallOfFameSuggestions
      | typeof tournamentEnrolments,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(gt(table.createdAt, since));
    return row?.n ?? 0;
  };
  const [message, projectSignup, leagueTeam, hallOfFame, tournamentEnrolment] = await Promise.all([
    after(contactMessages),
    after(projectSignups),
    after(leagueTeams),
    after(hallOfFameSuggestions),
    after(tournamentEnrolments),
  ]);
  return {
    message,
    "project-signup": projectSignup,
    "league-team": leagueTeam,
    "hall-of-fame": hallOfFame,
    "tournament-enrolment": tournamentEnrolment,
  };
}

/** Which of a list's entries its filters keep. */
function inboxWhere(filters: InboxFilters): SQL | undefined {
  switch (filters.list) {
    case "mensajes":
      return and(
        stateCondition(contactMessages, filters.state),
        filters.source ? eq(contactMessages.source, filters.source) : undefined,
      );
    case "proyectos":
      return and(
        stateCondition(projectSignups, filters.state),
        filters.project ? eq(projectSignups.project, filters.project) : undefined,
      );
    case "salon":
    case "liga":
      return stateCondition(inboxTable(filters.list), filters.state);
  }
}

/** How many entries a list holds with its filters (the screen shows them a page at a time). */
export async function countInbox(db: Database, filters: InboxFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inboxTable(filters.list)).where(inboxWhere(filters));
  return row?.total ?? 0;
}

/** One list, newest first, as rows of text (the same cells go to the screen and to the CSV): `limit` rows after `offset`. */
export async function listInbox(
  db: Database,
  filters: InboxFilters,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<InboxRow[]> {
  const base = (row: { id: number; readAt: Date | null; archivedAt: Date | null; createdAt: Date }) => ({
    id: row.id,
    read: row.readAt !== null,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  });
  const when = (d: Date) => formatMadridDateTime(d);
  const where = inboxWhere(filters);
  const newestFirst = <Q extends PgSelect>(query: Q, table: { createdAt: PgColumn; id: PgColumn }) =>
    query.orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset(offset);
  switch (filters.list) {
    case "mensajes": {
      const rows = await newestFirst(db.select().from(contactMessages).where(where).$dynamic(), contactMessages);
      return rows.map((r) => ({
        ...base(r),
        cells: [
          when(r.createdAt),
          SOURCE_LABELS[r.source as keyof typeof SOURCE_LABELS] ?? r.source,
          r.name,
          r.course,
          r.email ?? "",
          r.message,
        ],
      }));
    }
    case "proyectos": {
      const t = projectSignups;
      const rows = await newestFirst(db.select().from(t).where(where).$dynamic(), t);
      return rows.map((r) => ({ ...base(r), cells: [when(r.createdAt), r.project, r.name, r.course] }));
    }
    case "salon": {
      const t = hallOfFameSuggestions;
      const rows = await newestFirst(db.select().from(t).where(where).$dynamic(), t);
      return rows.map((r) => ({
        ...base(r),
        cells: [when(r.createdAt), r.name, r.athleteKind, r.sport, r.achievement],
      }));
    }
    case "liga": {
      const t = leagueTeams;
      const rows = await newestFirst(db.select().from(t).where(where).$dynamic(), t);
      return rows.map((r) => ({
        ...base(r),
        approved: r.approvedAt !== null,
        cells: [when(r.createdAt), r.name, r.sport, r.captain, r.members.join(", ")],
      }));
    }
  }
}

/** Applies one change to one item; false when the item does not exist (or cannot be approved). */
export async function changeInboxItem(
  db: Database,
  list: InboxList,
  id: number,
  change: InboxChange,
): Promise<boolean> {
  if (change === "approve" || change === "unapprove") {
    if (list !== "liga") return false;
    const rows = await db
      .update(leagueTeams)
      .set({
        approvedAt: change === "approve" ? sql`coalesce(${leagueTeams.approvedAt}, now())` : null,
        readAt: sql`coalesce(${leagueTeams.readAt}, now())`,
      })
      .where(eq(leagueTeams.id, id))
      .returning({ id: leagueTeams.id });
    return rows.length > 0;
  }
  const table = inboxTable(list);
  const values =
    change === "read"
      ? { readAt: sql`now()` }
      : change === "unread"
        ? { readAt: null }
        : change === "archive"
          ? { archivedAt: sql`now()`, readAt: sql`coalesce(${table.readAt}, now())` }
          : { archivedAt: null };
  const rows =
    change === "delete"
      ? await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })
      : await db
          .update(table)
          .set(values as PgUpdateSetSource<typeof table>)
          .where(eq(table.id, id))
          .returning({ id: table.id });
  return rows.length > 0;
}
