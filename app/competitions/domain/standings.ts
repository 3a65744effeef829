/**
 * Tournament standings.
 *
 * Only matches with both scores count. By default (today's rules) win 3, draw 1, loss 0. Order:
 * points, goal/point difference, points for, fewest against; teams still level are separated by
 * the results of the matches among themselves (a mini-table with the same rules); teams level
 * after that share the position and keep the order they were given in (a stable sort). A
 * competition may give other points and another order of tie-breaks (`StandingsRules`).
 */
export type StandingsTeam = { id: number; name: string; course: string | null };
export type StandingsMatch = { team1Id: number; team2Id: number; team1Score: number | null; team2Score: number | null };

export type StandingRow = StandingsTeam & {
  /** 1-based; teams that cannot be separated share it (1, 2, 2, 4). */
  position: number;
  pj: number;
  v: number;
  e: number;
  d: number;
  pf: number;
  pc: number;
  dp: number;
  pts: number;
};

/** What breaks a tie on points, in the order a competition chooses. */
export type TieBreak = "difference" | "scored" | "fewest-against" | "head-to-head";

export const TIE_BREAKS: readonly TieBreak[] = ["difference", "scored", "fewest-against", "head-to-head"];

/**
 * How a competition's table is ordered: the points a win, a draw and a loss give, then its
 * tie-breaks in order; teams still level after the last one share the position.
 */
export type StandingsRules = { points: { win: number; draw: number; loss: number }; tieBreaks: readonly TieBreak[] };

/** Today's rules: 3-1-0; difference, points for, fewest against, then head-to-head. */
export const DEFAULT_STANDINGS_RULES: StandingsRules = { points: { win: 3, draw: 1, loss: 0 }, tieBreaks: TIE_BREAKS };

type Tally = { pj: number; v: number; e: number; d: number; pf: number; pc: number; dp: number; pts: number };

const isPlayed = (m: StandingsMatch): m is StandingsMatch & { team1Score: number; team2Score: number } =>
  m.team1Score !== null && m.team2Score !== null;

function tally(teamIds: number[], matches: StandingsMatch[], points: StandingsRules["points"]): Map<number, Tally> {
  const table = new Map<number, Tally>(
    teamIds.map((id) => [id, { pj: 0, v: 0, e: 0, d: 0, pf: 0, pc: 0, dp: 0, pts: 0 }]),
  );
  for (const match of matches) {
    if (!isPlayed(match)) continue;
    const home = table.get(match.team1Id);
    const away = table.get(match.team2Id);
    // A match against a team outside this table (e.g. outside a head-to-head group) does not count.
    if (!home || !away) continue;
    record(home, match.team1Score, match.team2Score, points);
    record(away, match.team2Score, match.team1Score, points);
  }
  return table;
}

function record(row: Tally, scored: number, conceded: number, points: StandingsRules["points"]) {
  row.pj += 1;
  row.pf += scored;
  row.pc += conceded;
  row.dp = row.pf - row.pc;
  if (scored > conceded) {
    row.v += 1;
    row.pts += points.win;
  } else if (scored === conceded) {
    row.e += 1;
    row.pts += points.draw;
  } else {
    row.d += 1;
    row.pts += points.loss;
  }
}

type StatKey = "points" | Exclude<TieBreak, "head-to-head">;

/** Negative when `a` goes first on this key. */
const COMPARE: Record<StatKey, (a: Tally, b: Tally) => number> = {
  points: (a, b) => b.pts - a.pts,
  difference: (a, b) => b.dp - a.dp,
  scored: (a, b) => b.pf - a.pf,
  "fewest-against": (a, b) => a.pc - b.pc,
};

/** Splits a group of level teams by one key, keeping the given order among those still level. */
function splitBy(group: number[], table: Map<number, Tally>, compare: (a: Tally, b: Tally) => number): number[][] {
  const order = group.map((id, index) => ({ id, index }));
  order.sort((a, b) => compare(table.get(a.id)!, table.get(b.id)!) || a.index - b.index);
  const parts: number[][] = [];
  for (const { id } of order) {
    const last = parts.at(-1);
    if (last && compare(table.get(last[0]!)!, table.get(id)!) === 0) last.push(id);
    else parts.push([id]);
  }
  return parts;
}

/**
 * Orders a set of team ids by the rules, over the matches among them; returns groups of ids, each
 * group being teams that share a position. The head-to-head ranks the teams still level by a
 * mini-table of their own matches with the same rules (without the head-to-head, so the recursion
 * ends); teams it leaves level among a smaller set are ranked again among themselves.
 */
function rank(teamIds: number[], matches: StandingsMatch[], rules: StandingsRules, useHeadToHead: boolean): number[][] {
  const table = tally(teamIds, matches, rules.points);
  let groups = [teamIds];
  for (const key of ["points", ...rules.tieBreaks] as const) {
    if (key === "head-to-head") {
      if (!useHeadToHead) continue;
      groups = groups.flatMap((group) => {
        if (group.length < 2) return [group];
        const sub = rank(group, matches, rules, false);
        if (sub.length === 1) return [group];
        return sub.flatMap((part) =>
          part.length > 1 && part.length < group.length ? rank(part, matches, rules, true) : [part],
        );
      });
    } else {
      groups = groups.flatMap((group) => (group.length < 2 ? [group] : splitBy(group, table, COMPARE[key])));
    }
  }
  return groups;
}

export function computeStandings(
  teams: StandingsTeam[],
  matches: StandingsMatch[],
  rules: StandingsRules = DEFAULT_STANDINGS_RULES,
): StandingRow[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const ids = teams.map((t) => t.id);
  const table = tally(ids, matches, rules.points);
  const rows: StandingRow[] = [];
  let position = 1;
  for (const group of rank(ids, matches, rules, true)) {
    for (const id of group) rows.push({ ...byId.get(id)!, ...table.get(id)!, position });
    position += group.length;
  }
  return rows;
}
