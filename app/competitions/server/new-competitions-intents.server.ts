import { addPastedLeagueTeams } from "~/inbox/index.server";
import { pastedRowsSchema } from "~/platform/domain/pasted-rows";
import { slugFromName } from "~/platform/domain/slugs";
import { intent } from "~/platform/server/admin-action.server";
import { NEW_COMPETITIONS_COPY as copy } from "../copy/new-competitions";
import { SPORT_LABELS } from "../copy/sports";
import { competitionEditorPath } from "../domain/championships";
import { competitionSetupSchema, leagueCompetitionSchema } from "../domain/competition-forms";
import { LEAGUE_TEAMS_PASTE } from "../domain/league-team-paste";
import { createCompetition } from "./editing.server";
import { createLeagueCompetition } from "./league.server";
import { setUpCompetition } from "./setup.server";

/**
 * The panel's forms that start competitions: a new one (with its teams and fixtures when they come
 * with it, in one submission), the league's teams pasted from the teacher's spreadsheet (added
 * approved), and a sport's league. `closedDays`: the school's days without classes, which fixtures skip.
 */
export function newCompetitionsIntents(closedDays: string[]) {
  return {
    createCompetition: intent({
      schema: competitionSetupSchema(closedDays),
      async run({ plan, ...v }, { tx }) {
        if (!plan)
          return { action: copy.audit.created, target: await createCompetition(tx, v), details: SPORT_LABELS[v.sport] };
        const made = await setUpCompetition(tx, v, plan);
        return {
          action: copy.audit.created,
          target: made.slug,
          details: copy.audit.setUp(SPORT_LABELS[v.sport], made.groups, made.teams, made.matches),
        };
      },
      success: (v) =>
        v.plan
          ? copy.createdWithTeams(
              v.name,
              v.plan.groups.reduce((n, g) => n + g.teams.length, 0),
              v.plan.matches.length,
            )
          : copy.created(v.name),
      refusals: { duplicate: copy.duplicate },
      redirectTo: (v) => competitionEditorPath(slugFromName(v.name)),
    }),
    pasteLeagueTeams: intent({
      schema: pastedRowsSchema(LEAGUE_TEAMS_PASTE),
      async run({ rows }, { tx }) {
        const sport = rows[0]!.sport;
        const added = await addPastedLeagueTeams(tx, sport, rows);
        return { action: copy.audit.teamsPasted, target: copy.audit.teamsPastedTarget(sport, added) };
      },
      success: ({ rows }) => copy.teamsPasted(rows.length, rows[0]!.sport),
    }),
    createLeague: intent({
      schema: leagueCompetitionSchema,
      async run(v, { tx }) {
        const league = await createLeagueCompetition(tx, v);
        return {
          action: copy.audit.leagueCreated,
          target: league.slug,
          details: copy.audit.leagueDetails(league.teams, league.matches, v.start),
        };
      },
      success: (v) => copy.leagueCreated(v.sport),
      // (The competition's name, and so its address, carries the league's: the teacher's.)
      redirectTo: (_, done) => competitionEditorPath(done.target ?? ""),
    }),
  };
}
