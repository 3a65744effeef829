import { competitionGroups, tournamentMatches, tournamentTeams } from "../../../db/schema";
import type { CompetitionCategory, CompetitionColour, CompetitionFormat } from "~/competitions/domain/championships";
import type { SetupPlan } from "~/competitions/domain/competition-setup";
import type { SportKind } from "~/competitions/domain/championships";
import type { SportVariant } from "~/competitions/domain/sport-setup";
import type { Database } from "~/platform/server/db.server";
import { createCompetition } from "./editing.server";
import { lockCompetition } from "./lock.server";
import { courtName } from "~/competitions/domain/fixtures";
import { matchDayColumns } from "./scheduling.server";

/**
 * A competition set up in one submission: the competition, its groups, its teams and
 * the fixtures of the plan its form previewed (app/competitions/domain/competition-setup.ts), all in the
 * panel's one transaction. Returns its slug and what was made.
 */
export async function setUpCompetition(
  db: Database,
  competition: {
    name: string;
    sport: SportKind;
    category: CompetitionCategory | null;
    format: CompetitionFormat;
    colour?: CompetitionColour | null;
    variant?: SportVariant | null;
  },
  plan: SetupPlan,
) {
  const slug = await createCompetition(db, competition);
  await lockCompetition(db, slug);
  const groups = await db
    .insert(competitionGroups)
    .values(plan.groups.map((g, position) => ({ competitionSlug: slug, code: g.code, label: g.label, position })))
    .returning({ id: competitionGroups.id, code: competitionGroups.code });
  const groupId = new Map(groups.map((g) => [g.code, g.id]));
  const teams = await db
    .insert(tournamentTeams)
    .values(
      plan.groups
        .flatMap((g) =>
          g.teams.map((name) => ({
            competitionSlug: slug,
            name,
            course: plan.courses[name] ?? null,
            groupId: groupId.get(g.code)!,
          })),
        )
        .map((team, i) => ({ ...team, position: i + 1 })),
    )
    .returning({ id: tournamentTeams.id, name: tournamentTeams.name });
  const teamId = new Map(teams.map((t) => [t.name, t.id]));
  const courts = Math.max(0, ...plan.matches.map((m) => m.court));
  if (plan.matches.length > 0) {
    await db.insert(tournamentMatches).values(
      plan.matches.map((match, index) => ({
        competitionSlug: slug,
        groupId: groupId.get(match.group)!,
        team1Id: teamId.get(match.home)!,
        team2Id: teamId.get(match.away)!,
        ...matchDayColumns(match.date),
        time: match.time,
        location: courts > 1 ? courtName(match.court) : null,
        position: index + 1,
      })),
    );
  }
  return { slug, groups: groups.length, teams: teams.length, matches: plan.matches.length };
}
