/**
 * Tournament standings (spec 001 §2, §5, §9; DESIGN.md Departures 6).
 *
 * Only matches with both scores count. Win 3, draw 1, loss 0. Order: points, goal/point
 * difference, points for, fewest against; teams still level are separated by the results of the
 * matches among themselves (a mini-table with the same rules); teams level after that share the
 * position and keep the order they were given in (a stable sort).
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

const POINTS_WIN = 3;
const POINTS_DRAW = 1;
const POINTS_LOSS = 0;

type Tally = { pj: number; v: number; e: number; d: number; pf: number; pc: number; dp: number; pts: number };

const isPlayed = (m: StandingsMatch): m is StandingsMatch & { team1Score: number; team2Score: number } =>
  m.team1Score !== null && m.team2Score !== null;

function tally(teamIds: number[], matches: StandingsMatch[]): Map<number, Tally> {
  const table = new Map<number, Tally>(teamIds.map((id) => [id, { pj: 0, v: 0, e: 0, d: 0, pf: 0, pc: 0, dp: 0, pts: 0 }]));
  for (const match of matches) {
    if (!isPlayed(match)) continue;
    const home = table.get(match.team1Id);
    const away = table.get(match.team2Id);
    // A match against a team outside this table (e.g. outside a head-to-head group) does not count.
    if (!home || !away) continue;
    record(home, match.team1Score, match.team2Score);
    record(away, match.team2Score, match.team1Score);
  }
  return table;
}

function record(row: Tally, scored: number, conceded: number) {
  row.pj += 1;
  row.pf += scored;
  row.pc += conceded;
  row.dp = row.pf - row.pc;
  if (scored > conceded) {
    row.v += 1;
    row.pts += POINTS_WIN;
  } else if (scored === conceded) {
    row.e += 1;
    row.pts += POINTS_DRAW;
  } else {
    row.d += 1;
    row.pts += POINTS_LOSS;
  }
}

/** Negative when `a` goes first: points, difference, points for, fewest against. */
function compareTallies(a: Tally, b: Tally): number {
  return b.pts - a.pts || b.dp - a.dp || b.pf - a.pf || a.pc - b.pc;
}

/**
 * Orders a set of team ids; returns groups of ids, each group being teams that share a position.
 * Inside a head-to-head mini-table `useHeadToHead` is false, so the recursion always ends.
 */
function rank(teamIds: number[], matches: StandingsMatch[], useHeadToHead: boolean): number[][] {
  const table = tally(teamIds, matches);
  const order = teamIds.map((id, index) => ({ id, index }));
  order.sort((a, b) => compareTallies(table.get(a.id)!, table.get(b.id)!) || a.index - b.index);

  const groups: number[][] = [];
  for (const { id } of order) {
    const last = groups.at(-1);
    if (last && compareTallies(table.get(last[0]!)!, table.get(id)!) === 0) last.push(id);
    else groups.push([id]);
  }
  if (!useHeadToHead) return groups;

  return groups.flatMap((group) => {
    if (group.length < 2) return [group];
    // Head-to-head among exactly the teams still level. If it separates nobody, they share.
    const sub = rank(group, matches, false);
    if (sub.length === 1) return [group];
    // Teams that the head-to-head left level may be separated again among themselves.
    return sub.flatMap((part) => (part.length > 1 && part.length < group.length ? rank(part, matches, true) : [part]));
  });
}

export function computeStandings(teams: StandingsTeam[], matches: StandingsMatch[]): StandingRow[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const table = tally(
    teams.map((t) => t.id),
    matches,
  );
  const rows: StandingRow[] = [];
  let position = 1;
  for (const group of rank(
    teams.map((t) => t.id),
    matches,
    true,
  )) {
    for (const id of group) rows.push({ ...byId.get(id)!, ...table.get(id)!, position });
    position += group.length;
  }
  return rows;
}
