/**
 * One competition's editor in the panel: what its page shows and what each of its forms does.
 * Every change is written under the competition's lock (by the model it calls), audited in the
 * words below, and tells the competition's open pages to refresh once it is committed.
 */
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { AppContext } from "~/platform/server/context.server";
import type { Database } from "~/platform/server/db.server";
import { madridDayOf } from "~/platform/domain/madrid-time";
import { Refusal } from "~/platform/domain/refusals";
import { noFields } from "~/platform/domain/zod";
import { TIE_BREAK_LABELS } from "../copy/tie-breaks";
import { EDITOR_AUDIT, EDITOR_SUCCESS } from "../copy/competition-editor";
import {
  competitionRulesSchema,
  fixtureGenerationSchema,
  groupSchema,
  knockoutDrawSchema,
  matchRescheduleSchema,
  matchResultSchema,
  matchSchema,
  matchSwapSchema,
  rowIdSchema,
  teamSchema,
  teamUpdateSchema,
  VARIANT_OF_OTHER_SPORT,
} from "../domain/competition-forms";
import { matchScoreText } from "../copy/decided-scores";
import { spanishMatchDay } from "../domain/fixtures";

import type { TieBreak } from "../domain/standings";
import { competitionChannel } from "./live-channel.server";
import * as competitions from "./competitions.server";

/** What the editor shows: the competition, the others (its tabs), how many school days are closed and an example day. */
export async function loadCompetitionEditor(db: Database, slug: string) {
  const [editing, all, closedDays] = await Promise.all([
    competitions.getTournamentForEditing(db, slug),
    competitions.listCompetitions(db),
    competitions.listNonSchoolDays(db),
  ]);
  if (!editing) return null;
  // The help text's example day is today's, written as the site writes a match day (not a day of 2025).
  const exampleDay = spanishMatchDay(madridDayOf(new Date()));
  return { ...editing, competitions: all, nonSchoolDays: closedDays.length, exampleDay };
}

/** The editor's forms, by intent, for the panel's action pipeline; null when the competition does not exist. */
export async function competitionEditorIntents(context: AppContext, slug: string) {
  const competition = await competitions.getCompetitionSport(context.db, slug);
  if (!competition) return null;
  // The competition's open pages refresh once the change is committed.
  const live = () => context.events.publish(competitionChannel(slug), JSON.stringify({ changed: true }));
  const found = <T>(named: T | null) => {
    if (named === null) throw new Refusal("missing");
    return named;
  };
  const on = (what: string) => `${slug} · ${what}`;
  const noDay = EDITOR_AUDIT.undecidedDay;

  return {
    rules: intent({
      schema: competitionRulesSchema,
      async run(rules, { tx }) {
        const saved = found(await competitions.saveCompetitionRules(tx, slug, rules));
        if ("error" in saved) throw new AdminActionError(VARIANT_OF_OTHER_SPORT, 400);
        const tieBreaks =
          rules.tieBreaks.map((t: TieBreak) => TIE_BREAK_LABELS[t]).join(", ") || EDITOR_AUDIT.noTieBreaks;
        return {
          action: EDITOR_AUDIT.rules,
          target: slug,
          details: `${rules.variant ?? EDITOR_AUDIT.usualVariant}; ${rules.points.win}-${rules.points.draw}-${rules.points.loss}; ${tieBreaks}`,
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.rules,
    }),
    addGroup: intent({
      schema: groupSchema,
      async run(v, { tx }) {
        await competitions.addGroup(tx, slug, {
          code: v.code,
          label: v.label,
          shownSeparately: v.shownSeparately === "on",
        });
        return { action: EDITOR_AUDIT.addGroup, target: on(v.label), afterCommit: live };
      },
      success: EDITOR_SUCCESS.addGroup,
    }),
    deleteGroup: intent({
      schema: rowIdSchema,
      run: async (v, { tx }) => ({
        action: EDITOR_AUDIT.deleteGroup,
        target: on(found(await competitions.deleteGroup(tx, slug, v.id))),
        afterCommit: live,
      }),
      success: EDITOR_SUCCESS.deleteGroup,
    }),
    addTeam: intent({
      schema: teamSchema,
      async run(v, { tx }) {
        await competitions.addTeam(tx, slug, v);
        return { action: EDITOR_AUDIT.addTeam, target: on(v.name), afterCommit: live };
      },
      success: EDITOR_SUCCESS.addTeam,
    }),
    updateTeam: intent({
      schema: teamUpdateSchema,
      async run({ id, ...team }, { tx }) {
        found(await competitions.updateTeam(tx, slug, id, team));
        return { action: EDITOR_AUDIT.updateTeam, target: on(team.name), afterCommit: live };
      },
      success: EDITOR_SUCCESS.updateTeam,
    }),
    deleteTeam: intent({
      schema: rowIdSchema,
      run: async (v, { tx }) => ({
        action: EDITOR_AUDIT.deleteTeam,
        target: on(found(await competitions.deleteTeam(tx, slug, v.id))),
        afterCommit: live,
      }),
      success: EDITOR_SUCCESS.deleteTeam,
    }),
    addMatch: intent({
      schema: matchSchema,
      async run(v, { tx }) {
        const [team1, team2] = await competitions.addMatch(tx, slug, v);
        return {
          action: EDITOR_AUDIT.addMatch,
          target: on(`${team1} - ${team2}`),
          details: v.day ?? noDay,
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.addMatch,
    }),
    updateMatch: intent({
      schema: matchRescheduleSchema,
      async run(v, { tx }) {
        found(await competitions.rescheduleMatch(tx, slug, v.id, { day: v.day, time: v.time }));
        return {
          action: EDITOR_AUDIT.updateMatch,
          target: on(EDITOR_AUDIT.match(v.id)),
          details: `${v.day ?? noDay} ${v.time ?? ""}`.trim(),
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.updateMatch,
    }),
    result: intent({
      schema: matchResultSchema,
      async run(v, { tx, staff }) {
        const check = await competitions.recordMatchResult(tx, {
          slug,
          sport: competition.sport,
          matchId: v.id,
          ...v,
          changedBy: staff.email,
          clientIp: context.client.ip,
        });
        if (!check.ok) throw new AdminActionError(`${check.notice.title}: ${check.notice.description}`, 400);
        return {
          action: EDITOR_AUDIT.result,
          target: on(EDITOR_AUDIT.match(v.id)),
          details: matchScoreText(competition.sport, check),
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.result,
    }),
    swapMatches: intent({
      schema: matchSwapSchema,
      async run(v, { tx }) {
        found(await competitions.swapMatches(tx, slug, v.first, v.second));
        return {
          action: EDITOR_AUDIT.swapMatches,
          target: on(EDITOR_AUDIT.matches(v.first, v.second)),
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.swapMatches,
    }),
    clearResult: intent({
      schema: rowIdSchema,
      async run(v, { tx }) {
        found(await competitions.clearMatchResult(tx, slug, v.id));
        return { action: EDITOR_AUDIT.clearResult, target: on(EDITOR_AUDIT.match(v.id)), afterCommit: live };
      },
      success: EDITOR_SUCCESS.clearResult,
    }),
    generateFixtures: intent({
      schema: fixtureGenerationSchema,
      async run(v, { tx }) {
        const count = await competitions.generateGroupFixtures(tx, slug, v);
        return {
          action: EDITOR_AUDIT.generateFixtures,
          target: on(EDITOR_AUDIT.group(v.groupId)),
          details: EDITOR_AUDIT.fixturesFrom(count, v.start),
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.generateFixtures,
    }),
    drawKnockout: intent({
      schema: knockoutDrawSchema,
      async run(v, { tx }) {
        const count = await competitions.drawKnockoutStage(tx, slug, v);
        return {
          action: EDITOR_AUDIT.drawKnockout,
          target: slug,
          details: EDITOR_AUDIT.knockoutFrom(count, v.start, Boolean(v.thirdPlace)),
          afterCommit: live,
        };
      },
      success: EDITOR_SUCCESS.drawKnockout,
    }),
    deleteKnockout: intent({
      schema: noFields,
      async run(_, { tx }) {
        await competitions.undoKnockoutDraw(tx, slug);
        return { action: EDITOR_AUDIT.deleteKnockout, target: slug, afterCommit: live };
      },
      success: EDITOR_SUCCESS.deleteKnockout,
    }),
    deleteMatch: intent({
      schema: rowIdSchema,
      async run(v, { tx }) {
        found(await competitions.deleteMatch(tx, slug, v.id));
        return { action: EDITOR_AUDIT.deleteMatch, target: on(EDITOR_AUDIT.match(v.id)), afterCommit: live };
      },
      success: EDITOR_SUCCESS.deleteMatch,
    }),
  };
}
