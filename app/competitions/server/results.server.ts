import { and, desc, eq, sql } from "drizzle-orm";
import { matchResultChanges, tournamentMatches } from "../../../db/schema";
import { validateKnockoutResult, validateMatchResult } from "~/competitions/domain/match-result";
import { type SportKind } from "~/competitions/domain/championships";
import { Refusal } from "~/platform/domain/refusals";
import type { Database } from "~/platform/server/db.server";
import { advanceKnockout, isKnockoutMatch } from "./knockout-stage.server";
import { lockCompetition } from "./lock.server";
import { noticeMatchResult } from "./match-notices.server";
import { inCompetition } from "./competition-scope.server";
import { matchWhen, seenScore } from "~/competitions/domain/kept-results";

/**
 * A result typed on a phone and sent later (docs/decisions/044): its key (saved once), when it was
 * typed, and the match's score and day as that phone saw them.
 */
export type KeptResultMarks = {
  key: string;
  enteredAt: Date | null;
  seen: string;
  when: string;
  /** The keys of the versions this one corrected on the phone. */
  replaces: string[];
};

/** Results: the one way a score is entered or corrected (with its change log), and cleared. */

/**
 * Saves a result (first entry or correction) and logs it, in one transaction; the row is locked
 * so two organisers saving at once are applied one after the other, each logged with its old score.
 */
async function saveMatchResult(
  db: Database,
  input: {
    slug: string;
    matchId: number;
    team1Score: number;
    team2Score: number;
    penalties: { team1: number; team2: number } | null;
    changedBy: string;
    clientIp: string | null;
    kept?: KeptResultMarks;
  },
): Promise<{ repeated: boolean }> {
  return db.transaction(async (tx) => {
    await lockCompetition(tx, input.slug);
    const { kept } = input;
    // The competition's lock orders two sends of one key: the second finds the first's log row.
    if (kept) {
      const [done] = await tx
        .select({ id: matchResultChanges.id })
        .from(matchResultChanges)
        .where(eq(matchResultChanges.submissionKey, kept.key));
      if (done) return { repeated: true };
    }
    const [match] = await tx
      .select({
        team1Score: tournamentMatches.team1Score,
        team2Score: tournamentMatches.team2Score,
        team1Penalties: tournamentMatches.team1Penalties,
        team2Penalties: tournamentMatches.team2Penalties,
        day: tournamentMatches.day,
        date: tournamentMatches.date,
        time: tournamentMatches.time,
      })
      .from(tournamentMatches)
      .where(and(eq(tournamentMatches.id, input.matchId), eq(tournamentMatches.competitionSlug, input.slug)))
      .for("update");
    if (!match) throw new Refusal("missing");
    if (kept) {
      const penaltiesOf = (team1: number | null, team2: number | null) =>
        team1 === null || team2 === null ? null : { team1, team2 };
      const now = seenScore({ ...match, penalties: penaltiesOf(match.team1Penalties, match.team2Penalties) });
      const typed = seenScore({ ...input, penalties: input.penalties });
      // Someone saved this very result meanwhile: nothing to change, nothing to ask.
      if (now === typed) return { repeated: true };
      // Another result was saved since the phone saw the match: the organiser chooses, nothing is
      // overwritten. Unless what was saved is this phone's own earlier version of it (its answer was lost).
      if (now !== kept.seen && !(await savedFromReplaced(tx, input.matchId, kept.replaces)))
        throw new Refusal("result-conflict", { params: { current: now } });
      const when = matchWhen(match);
      if (when !== kept.when) throw new Refusal("match-moved", { params: { when } });
    }
    await tx
      .update(tournamentMatches)
      .set({
        team1Score: input.team1Score,
        team2Score: input.team2Score,
        team1Penalties: input.penalties?.team1 ?? null,
        team2Penalties: input.penalties?.team2 ?? null,
        status: "played",
        updatedAt: sql`now()`,
      })
      .where(eq(tournamentMatches.id, input.matchId));
    await tx.insert(matchResultChanges).values({
      matchId: input.matchId,
      changedBy: input.changedBy,
      clientIp: input.clientIp,
      oldTeam1Score: match.team1Score,
      oldTeam2Score: match.team2Score,
      newTeam1Score: input.team1Score,
      newTeam2Score: input.team2Score,
      enteredAt: kept?.enteredAt ?? null,
      submissionKey: kept?.key ?? null,
    });
    // A knockout winner goes through at once (and a correction that would rewrite a played
    // later tie is refused: the refusal `knockout-later-tie-played` rolls this back).
    await advanceKnockout(tx, input.slug);
    // Phones that follow either team hear of it once this commits.
    await noticeMatchResult(tx, input.matchId);
    return { repeated: false };
  });
}

/** Whether the match's last saved result came from one of these phone keys. */
async function savedFromReplaced(db: Database, matchId: number, keys: string[]): Promise<boolean> {
  if (keys.length === 0) return false;
  const [last] = await db
    .select({ key: matchResultChanges.submissionKey })
    .from(matchResultChanges)
    .where(eq(matchResultChanges.matchId, matchId))
    .orderBy(desc(matchResultChanges.id))
    .limit(1);
  return last?.key !== null && last?.key !== undefined && keys.includes(last.key);
}

/**
 * Checks typed scores against the sport's rules and saves them (saveMatchResult: row lock and
 * change log). The one way a result is entered, from the result dialog or the panel (both have
 * read the competition already, so its sport comes with the input).
 */
export async function recordMatchResult(
  db: Database,
  input: {
    slug: string;
    sport: SportKind;
    matchId: number;
    team1: string;
    team2: string;
    /** A knockout match's penalties (or extra point), needed after a draw; ignored elsewhere. */
    penalties1?: string;
    penalties2?: string;
    changedBy: string;
    clientIp: string | null;
    kept?: KeptResultMarks;
  },
) {
  const knockout = await isKnockoutMatch(db, input.matchId);
  const check = knockout
    ? validateKnockoutResult(input.sport, input.team1, input.team2, input.penalties1, input.penalties2)
    : { ...validateMatchResult(input.sport, input.team1, input.team2), penalties: null };
  if (!check.ok) return check;
  const { repeated } = await saveMatchResult(db, {
    slug: input.slug,
    kept: input.kept,
    matchId: input.matchId,
    team1Score: check.team1Score,
    team2Score: check.team2Score,
    penalties: check.penalties,
    changedBy: input.changedBy,
    clientIp: input.clientIp,
  });
  return { ...check, knockout, repeated };
}

export async function clearMatchResult(db: Database, slug: string, id: number) {
  await lockCompetition(db, slug);
  const [row] = await db
    .update(tournamentMatches)
    .set({
      team1Score: null,
      team2Score: null,
      team1Penalties: null,
      team2Penalties: null,
      status: "pending",
      updatedAt: sql`now()`,
    })
    .where(inCompetition(tournamentMatches, slug, id))
    .returning({ id: tournamentMatches.id });
  // A knockout tie that is no longer decided takes its winner back out of the next one.
  if (row) await advanceKnockout(db, slug);
  return row?.id ?? null;
}
