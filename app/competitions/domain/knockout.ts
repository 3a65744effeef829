/**
 * The knockout stage after the groups: the bracket seeded from the group tables, and
 * the winners carried forward as results are saved. A draw is decided by penalties (or an extra
 * point): a knockout tie always has a winner.
 */

import { addDays } from "~/platform/domain/calendar-days";
import { courtName, isSchoolDay } from "./fixtures";

/** A team's finish in its group, with what compares teams of different groups. */
export type Finisher<T> = { team: T; pts: number; dp: number; pf: number; pj: number };
export type GroupFinish<T> = { group: string; ranking: Finisher<T>[] };

export type KnockoutRound = "quarterfinal" | "semifinal" | "third-place" | "final";

/** Who plays in a place of the bracket: a seeded team, or the winner or loser of an earlier tie. */
export type BracketSlot<T> = { team: T } | { winnerOf: string } | { loserOf: string };

export type KnockoutTie<T> = {
  id: string;
  round: KnockoutRound;
  label: string;
  home: BracketSlot<T>;
  away: BracketSlot<T>;
};

export type TieResult = {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | null;
  awayPenalties?: number | null;
};

export type ResolvedTie<T> = Omit<KnockoutTie<T>, "home" | "away"> & {
  home: T | null;
  away: T | null;
  result: TieResult | null;
  winner: T | null;
  loser: T | null;
};

export class KnockoutError extends Error {
  override name = "KnockoutError";
}

const perMatch = (value: number, played: number) => (played > 0 ? value / played : 0);

/** Negative when `a` is the better of two teams of different groups: points, difference, scored, per match played. */
export function compareAcrossGroups<T>(a: Finisher<T>, b: Finisher<T>): number {
  return (
    perMatch(b.pts, b.pj) - perMatch(a.pts, a.pj) ||
    perMatch(b.dp, b.pj) - perMatch(a.dp, a.pj) ||
    perMatch(b.pf, b.pj) - perMatch(a.pf, a.pj)
  );
}

type Seeded<T> = Finisher<T> & { group: string };

function place<T>(groups: GroupFinish<T>[], group: number, position: number): Seeded<T> {
  const finish = groups[group]!;
  const finisher = finish.ranking[position - 1];
  if (!finisher) throw new KnockoutError(`Al grupo ${finish.group} le faltan equipos para la fase final.`);
  return { ...finisher, group: finish.group };
}

const tie = <T>(
  id: string,
  round: KnockoutRound,
  label: string,
  home: BracketSlot<T>,
  away: BracketSlot<T>,
): KnockoutTie<T> => ({ id, round, label, home, away });
const seed = <T>(finisher: Seeded<T>): BracketSlot<T> => ({ team: finisher.team });

/**
 * The bracket from the group tables (each ranking in its final order):
 * - one group: semifinals 1st–4th and 2nd–3rd;
 * - two groups: A1–B2 and B1–A2;
 * - three groups: the three winners and the best runner-up (compared per match played), the best
 *   winner against the runner-up unless they come from the same group;
 * - four groups: quarterfinals A1–B2, C1–D2, B1–A2, D1–C2 (or, with one qualifier a group,
 *   semifinals A1–C1 and B1–D1).
 * Then the final, and a match for third place if asked. Teams of one group meet again in the
 * final at the earliest.
 */
export function seedKnockout<T>(
  groups: GroupFinish<T>[],
  { thirdPlace = false, qualifiersPerGroup = 2 }: { thirdPlace?: boolean; qualifiersPerGroup?: 1 | 2 } = {},
): KnockoutTie<T>[] {
  const ties: KnockoutTie<T>[] = [];
  const semifinals = (a: [BracketSlot<T>, BracketSlot<T>], b: [BracketSlot<T>, BracketSlot<T>]) => {
    ties.push(tie("SF1", "semifinal", "Semifinal 1", ...a), tie("SF2", "semifinal", "Semifinal 2", ...b));
  };

  if (groups.length === 1) {
    semifinals(
      [seed(place(groups, 0, 1)), seed(place(groups, 0, 4))],
      [seed(place(groups, 0, 2)), seed(place(groups, 0, 3))],
    );
  } else if (groups.length === 2) {
    semifinals(
      [seed(place(groups, 0, 1)), seed(place(groups, 1, 2))],
      [seed(place(groups, 1, 1)), seed(place(groups, 0, 2))],
    );
  } else if (groups.length === 3) {
    const winners = [0, 1, 2].map((g) => place(groups, g, 1)).sort(compareAcrossGroups);
    const runnerUp = [0, 1, 2].map((g) => place(groups, g, 2)).sort(compareAcrossGroups)[0]!;
    const [first, second, third] = winners as [Seeded<T>, Seeded<T>, Seeded<T>];
    if (runnerUp.group !== first.group) semifinals([seed(first), seed(runnerUp)], [seed(second), seed(third)]);
    else semifinals([seed(first), seed(third)], [seed(second), seed(runnerUp)]);
  } else if (groups.length === 4) {
    if (qualifiersPerGroup === 1) {
      semifinals(
        [seed(place(groups, 0, 1)), seed(place(groups, 2, 1))],
        [seed(place(groups, 1, 1)), seed(place(groups, 3, 1))],
      );
    } else {
      ties.push(
        tie("QF1", "quarterfinal", "Cuartos de final 1", seed(place(groups, 0, 1)), seed(place(groups, 1, 2))),
        tie("QF2", "quarterfinal", "Cuartos de final 2", seed(place(groups, 2, 1)), seed(place(groups, 3, 2))),
        tie("QF3", "quarterfinal", "Cuartos de final 3", seed(place(groups, 1, 1)), seed(place(groups, 0, 2))),
        tie("QF4", "quarterfinal", "Cuartos de final 4", seed(place(groups, 3, 1)), seed(place(groups, 2, 2))),
      );
      semifinals([{ winnerOf: "QF1" }, { winnerOf: "QF2" }], [{ winnerOf: "QF3" }, { winnerOf: "QF4" }]);
    }
  } else {
    throw new KnockoutError("La fase final se organiza con uno, dos, tres o cuatro grupos.");
  }
  if (thirdPlace) ties.push(tie("3P", "third-place", "Tercer puesto", { loserOf: "SF1" }, { loserOf: "SF2" }));
  ties.push(tie("F", "final", "Final", { winnerOf: "SF1" }, { winnerOf: "SF2" }));
  return ties;
}

/**
 * What is wrong with a knockout result, in Spanish, or null. A draw needs penalties with a winner;
 * penalties are only for a draw.
 */
export function knockoutResultProblem(result: TieResult): string | null {
  const { homeScore, awayScore, homePenalties = null, awayPenalties = null } = result;
  const scores = [
    homeScore,
    awayScore,
    ...(homePenalties === null ? [] : [homePenalties]),
    ...(awayPenalties === null ? [] : [awayPenalties]),
  ];
  if (scores.some((score) => !Number.isInteger(score) || score < 0))
    return "Los marcadores tienen que ser números enteros, cero o más.";
  const penalties = homePenalties !== null || awayPenalties !== null;
  if (homeScore !== awayScore) return penalties ? "Los penaltis solo se anotan si el partido acaba en empate." : null;
  if (homePenalties === null || awayPenalties === null)
    return "En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).";
  if (homePenalties === awayPenalties) return "Los penaltis no pueden acabar en empate.";
  return null;
}

/** The side that goes through, or null while the result does not say (or says nothing valid). */
export function tieWinner(result: TieResult): "home" | "away" | null {
  if (knockoutResultProblem(result) !== null) return null;
  if (result.homeScore !== result.awayScore) return result.homeScore > result.awayScore ? "home" : "away";
  return result.homePenalties! > result.awayPenalties! ? "home" : "away";
}

/**
 * The bracket with its teams filled in from the results saved so far (by tie id): a winner goes
 * forward as soon as its result is saved; a place whose tie is not decided stays empty (null,
 * shown as «Por determinar»). A result for a tie whose teams are not known yet is ignored. The
 * ties come in the order `seedKnockout` gives them: each after the ties it takes teams from.
 */
export function resolveBracket<T>(ties: KnockoutTie<T>[], results: ReadonlyMap<string, TieResult>): ResolvedTie<T>[] {
  const resolved = new Map<string, ResolvedTie<T>>();
  const teamIn = (slot: BracketSlot<T>): T | null => {
    if ("team" in slot) return slot.team;
    const earlier = resolved.get("winnerOf" in slot ? slot.winnerOf : slot.loserOf);
    if (!earlier) return null;
    return "winnerOf" in slot ? earlier.winner : earlier.loser;
  };
  for (const { home: homeSlot, away: awaySlot, ...rest } of ties) {
    const home = teamIn(homeSlot);
    const away = teamIn(awaySlot);
    const saved = results.get(rest.id) ?? null;
    const result = home !== null && away !== null ? saved : null;
    const side = result ? tieWinner(result) : null;
    resolved.set(rest.id, {
      ...rest,
      home,
      away,
      result,
      winner: side === "home" ? home : side === "away" ? away : null,
      loser: side === "home" ? away : side === "away" ? home : null,
    });
  }
  return ties.map((t) => resolved.get(t.id)!);
}

/** The competition's champion: the winner of the final, once it is played. */
export function championOf<T>(bracket: ResolvedTie<T>[]): T | null {
  return bracket.find((t) => t.round === "final")?.winner ?? null;
}

/** The rounds in the order they are played (the page shows them so, each under its heading). */
export const KNOCKOUT_ROUNDS: readonly KnockoutRound[] = ["quarterfinal", "semifinal", "third-place", "final"];

/** A place of the bracket as stored: `team:12`, `winner:SF1`, `loser:SF1`. */
export function encodeSlot(slot: BracketSlot<number>): string {
  if ("team" in slot) return `team:${slot.team}`;
  return "winnerOf" in slot ? `winner:${slot.winnerOf}` : `loser:${slot.loserOf}`;
}

/** The stored form back, or null for anything else (a row written by hand). */
export function decodeSlot(text: string): BracketSlot<number> | null {
  const match = /^(team|winner|loser):(.+)$/.exec(text);
  const kind = match?.[1];
  const value = match?.[2];
  if (!kind || !value) return null;
  if (kind === "team") return /^\d{1,9}$/.test(value) ? { team: Number(value) } : null;
  return kind === "winner" ? { winnerOf: value } : { loserOf: value };
}

/**
 * The school day each tie is planned for: the first round on `firstDay` (or the first school day
 * after it), each later round on the next school day; the match for third place on the final's day.
 */
export function planKnockoutDays<T>(
  ties: readonly KnockoutTie<T>[],
  firstDay: string,
  nonSchoolDays: ReadonlySet<string>,
): Map<string, string> {
  const nextSchoolDay = (from: string) => {
    let day = from;
    for (let i = 0; i < 366 && !isSchoolDay(day, nonSchoolDays); i++) day = addDays(day, 1);
    return day;
  };
  const days = new Map<KnockoutRound, string>();
  let day = nextSchoolDay(firstDay);
  for (const round of KNOCKOUT_ROUNDS.filter((r) => r !== "third-place")) {
    if (!ties.some((t) => t.round === round)) continue;
    days.set(round, day);
    day = nextSchoolDay(addDays(day, 1));
  }
  days.set("third-place", days.get("final") ?? day);
  return new Map(ties.map((t) => [t.id, days.get(t.round)!]));
}

/** Minutes between two matches of one round on one court (two fit in the 11:15 break). */
export const KNOCKOUT_SLOT_MINUTES = 15;

export type PlannedTie = { day: string; time: string; location: string | null };

/**
 * When and where each tie is played (both semifinals were planned at 11:15 on the same
 * day with no court): the days as `planKnockoutDays` says; the ties of one day share the courts
 * («Pista 1», «Pista 2»…), and those that do not fit start one slot later (with one court, one
 * after the other: 11:15, 11:30).
 */
export function planKnockout<T>(
  ties: readonly KnockoutTie<T>[],
  options: { firstDay: string; time: string; courts: number; nonSchoolDays: ReadonlySet<string> },
): Map<string, PlannedTie> {
  const days = planKnockoutDays(ties, options.firstDay, options.nonSchoolDays);
  const [hours, minutes] = options.time.split(":").map(Number) as [number, number];
  const courts = Math.max(1, Math.floor(options.courts));
  const onDay = new Map<string, number>();
  const plan = new Map<string, PlannedTie>();
  // The final before the match for third place: it gets the first court and time.
  const order = [...ties].sort((a, b) => (a.round === "third-place" ? 1 : 0) - (b.round === "third-place" ? 1 : 0));
  for (const tie of order) {
    const day = days.get(tie.id)!;
    const index = onDay.get(day) ?? 0;
    onDay.set(day, index + 1);
    const start = hours * 60 + minutes + Math.floor(index / courts) * KNOCKOUT_SLOT_MINUTES;
    const time = `${String(Math.floor(start / 60) % 24).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`;
    plan.set(tie.id, { day, time, location: courts > 1 ? courtName((index % courts) + 1) : null });
  }
  return plan;
}
