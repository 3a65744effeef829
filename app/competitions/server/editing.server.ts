import { eq, sql } from "drizzle-orm";
import { competitionGroups, competitions, tournamentTeams } from "../../../db/schema";
import type { StandingsRules } from "~/competitions/domain/standings";
import {
  type CompetitionCategory,
  type CompetitionColour,
  type CompetitionFormat,
  colourForPosition,
} from "~/competitions/domain/championships";
import { isVariantOf } from "~/competitions/domain/competition-forms";
import { SPORT_POINTS, type SportVariant } from "~/competitions/domain/sport-setup";
import { slugFromName } from "~/platform/domain/slugs";
import type { SportKind } from "~/competitions/domain/championships";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { lockCompetition } from "./lock.server";
import { groupOf, inCompetition, nextPosition } from "./competition-scope.server";

/** Editing a competition: creating it, its table rules, its groups and its teams. */

/**
 * A new competition from the panel: its URL from its name, last on the tournament's page,
 * today's table rules until the teacher changes them. Returns its slug.
 */
export async function createCompetition(
  db: Database,
  competition: {
    name: string;
    sport: SportKind;
    category: CompetitionCategory | null;
    format: CompetitionFormat;
    colour?: CompetitionColour | null;
    variant?: SportVariant | null;
  },
) {
  const slug = slugFromName(competition.name);
  const points = SPORT_POINTS[competition.sport];
  if (!slug) throw new Refusal("name-without-letters", { field: "name" });
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${competitions.position}), -1) + 1` })
    .from(competitions);
  const position = last?.n ?? 0;
  const inserted = await db
    .insert(competitions)
    .values({
      slug,
      ...competition,
      colour: competition.colour ?? colourForPosition(position),
      position,
      pointsWin: points.win,
      pointsDraw: points.draw,
      pointsLoss: points.loss,
    })
    .onConflictDoNothing()
    .returning({ slug: competitions.slug });
  if (inserted.length === 0) throw new Refusal("duplicate", { field: "name" });
  return slug;
}

/**
 * A competition's rules: how it is played, the teacher's own lines, points for a win, a draw and a
 * loss, and the tie-breaks in order. A way of playing of another sport is refused (null: not saved).
 */
export async function saveCompetitionRules(
  db: Database,
  slug: string,
  rules: StandingsRules & { variant: SportVariant | null; ownRules: string },
): Promise<{ slug: string } | { error: "variant" } | null> {
  await lockCompetition(db, slug);
  const [current] = await db
    .select({ sport: competitions.sport })
    .from(competitions)
    .where(eq(competitions.slug, slug));
  if (!current) return null;
  if (!isVariantOf(current.sport, rules.variant)) return { error: "variant" };
  const [row] = await db
    .update(competitions)
    .set({
      variant: rules.variant,
      ownRules: rules.ownRules,
      pointsWin: rules.points.win,
      pointsDraw: rules.points.draw,
      pointsLoss: rules.points.loss,
      tieBreaks: [...rules.tieBreaks],
    })
    .where(eq(competitions.slug, slug))
    .returning({ slug: competitions.slug });
  return row ? { slug: row.slug } : null;
}

export async function addGroup(
  db: Database,
  slug: string,
  group: { code: string; label: string; shownSeparately: boolean },
) {
  await lockCompetition(db, slug);
  await db.insert(competitionGroups).values({ competitionSlug: slug, ...group });
}

/** Each change below returns what names the row (for the audit log), or null when it is gone. */
export async function deleteGroup(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  const [row] = await db
    .delete(competitionGroups)
    .where(inCompetition(competitionGroups, slug, id))
    .returning({ label: competitionGroups.label });
  return row?.label ?? null;
}

export async function addTeam(
  db: Database,
  slug: string,
  team: { name: string; course: string | null; groupId: number | null },
) {
  await lockCompetition(db, slug);
  const groupId = await groupOf(db, slug, team.groupId);
  // A name the competition has already (whatever its case) is refused, not a failed transaction.
  const inserted = await db
    .insert(tournamentTeams)
    .values({ competitionSlug: slug, ...team, groupId, position: await nextPosition(db, tournamentTeams, slug) })
    .onConflictDoNothing()
    .returning({ id: tournamentTeams.id });
  if (inserted.length === 0) throw new Refusal("duplicate", { field: "name" });
}

export async function updateTeam(
  db: Database,
  slug: string,
  id: number,
  team: { name: string; course: string | null; groupId: number | null },
) {
  await lockCompetition(db, slug);
  const groupId = await groupOf(db, slug, team.groupId);
  const [row] = await db
    .update(tournamentTeams)
    .set({ ...team, groupId })
    .where(inCompetition(tournamentTeams, slug, id))
    .returning({ name: tournamentTeams.name });
  return row?.name ?? null;
}

export async function deleteTeam(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  const [row] = await db
    .delete(tournamentTeams)
    .where(inCompetition(tournamentTeams, slug, id))
    .returning({ name: tournamentTeams.name });
  return row?.name ?? null;
}
