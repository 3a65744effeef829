import { describe, expect, it } from "vitest";
import { computeStandings, DEFAULT_STANDINGS_RULES, type StandingsMatch, type StandingsTeam } from "./standings";

const teams = (...names: string[]): StandingsTeam[] => names.map((name, i) => ({ id: i + 1, name, course: null }));
const m = (
  team1Id: number,
  team2Id: number,
  team1Score: number | null = null,
  team2Score: number | null = null,
): StandingsMatch => ({
  team1Id,
  team2Id,
  team1Score,
  team2Score,
});
const order = (rows: ReturnType<typeof computeStandings>) => rows.map((r) => `${r.position}.${r.name}`);

describe("computeStandings", () => {
  it("counts wins 3, draws 1, losses 0 and every column", () => {
    const rows = computeStandings(teams("A", "B", "C"), [m(1, 2, 3, 1), m(2, 3, 2, 2), m(3, 1, 0, 4)]);
    expect(rows[0]).toMatchObject({ name: "A", pj: 2, v: 2, e: 0, d: 0, pf: 7, pc: 1, dp: 6, pts: 6, position: 1 });
    const b = rows.find((r) => r.name === "B")!;
    expect(b).toMatchObject({ pj: 2, v: 0, e: 1, d: 1, pf: 3, pc: 5, dp: -2, pts: 1 });
    const c = rows.find((r) => r.name === "C")!;
    expect(c).toMatchObject({ pj: 2, v: 0, e: 1, d: 1, pf: 2, pc: 6, dp: -4, pts: 1 });
    expect(order(rows)).toEqual(["1.A", "2.B", "3.C"]);
  });

  it("ignores matches without both scores", () => {
    const rows = computeStandings(teams("A", "B"), [m(1, 2), m(1, 2, 2, null), m(1, 2, null, 0)]);
    expect(rows.every((r) => r.pj === 0 && r.pts === 0)).toBe(true);
    // Nobody has played: everyone shares the first position, in the given order.
    expect(order(rows)).toEqual(["1.A", "1.B"]);
  });

  it("counts a 0-0 draw (zero is a score, not a missing one)", () => {
    const rows = computeStandings(teams("A", "B"), [m(1, 2, 0, 0)]);
    expect(rows.map((r) => [r.pj, r.e, r.pts])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });

  it("orders by points first", () => {
    // B scored far more but A has more points.
    const rows = computeStandings(teams("B", "A", "C"), [m(2, 3, 1, 0), m(2, 1, 1, 0), m(1, 3, 9, 0)]);
    expect(order(rows)).toEqual(["1.A", "2.B", "3.C"]);
  });

  it("then by difference when points are level", () => {
    // A and B both 3 points; A +5, B +1.
    const rows = computeStandings(teams("B", "A", "C", "D"), [
      m(2, 3, 5, 0),
      m(1, 4, 1, 0),
      m(3, 4, 0, 0),
      m(1, 2, 0, 0),
    ]);
    const top = rows.slice(0, 2).map((r) => [r.name, r.pts, r.dp]);
    expect(top).toEqual([
      ["A", 4, 5],
      ["B", 4, 1],
    ]);
  });

  it("then by points for when points and difference are level", () => {
    // A beat C 4-2 (+2, 4 for), B beat D 2-0 (+2, 2 for); both drew with each other? no: they never met.
    const rows = computeStandings(teams("B", "A", "C", "D"), [m(2, 3, 4, 2), m(1, 4, 2, 0)]);
    expect(order(rows).slice(0, 2)).toEqual(["1.A", "2.B"]);
    expect(rows[0]).toMatchObject({ pts: 3, dp: 2, pf: 4 });
    expect(rows[1]).toMatchObject({ pts: 3, dp: 2, pf: 2 });
  });

  it("then by head-to-head between the teams still level", () => {
    // A and B: 6 points, +3 difference, 5 for, 2 against each; B beat A.
    const rows = computeStandings(teams("A", "B", "C", "D"), [
      m(1, 2, 1, 2), // B beats A
      m(1, 3, 2, 0),
      m(1, 4, 2, 0),
      m(2, 3, 3, 0),
      m(2, 4, 0, 1), // B loses to D
      m(3, 4, 0, 0),
    ]);
    const a = rows.find((r) => r.name === "A")!;
    const b = rows.find((r) => r.name === "B")!;
    expect([a.pts, a.dp, a.pf, a.pc]).toEqual([6, 3, 5, 2]);
    expect([b.pts, b.dp, b.pf, b.pc]).toEqual([6, 3, 5, 2]);
    expect(order(rows).slice(0, 2)).toEqual(["1.B", "2.A"]);
  });

  it("applies the head-to-head only to the teams still level (a three-way tie)", () => {
    // A, B and C beat each other in a circle with the same scores and all beat D 1-0:
    // points, difference and points for are level, and so is their mini-table.
    const rows = computeStandings(teams("A", "B", "C", "D"), [
      m(1, 2, 2, 1),
      m(2, 3, 2, 1),
      m(3, 1, 2, 1),
      m(1, 4, 1, 0),
      m(2, 4, 1, 0),
      m(3, 4, 1, 0),
    ]);
    expect(order(rows)).toEqual(["1.A", "1.B", "1.C", "4.D"]);
  });

  it("re-applies the head-to-head when the mini-table separates only some of the level teams", () => {
    // A, B and C are level overall (7 points, +1, 5 for). Among themselves C beat both, and A
    // and B drew: C is first; A and B stay level in the mini-table and in their own match, so
    // they share 2nd. D and E are the other opponents that make the totals equal.
    const rows = computeStandings(teams("A", "B", "C", "D", "E"), [
      m(3, 1, 1, 0),
      m(3, 2, 1, 0),
      m(1, 2, 0, 0),
      m(3, 5, 2, 2),
      m(3, 4, 1, 2),
      m(1, 4, 3, 2),
      m(1, 5, 2, 1),
      m(2, 4, 3, 2),
      m(2, 5, 2, 1),
    ]);
    const level = rows.filter((r) => ["A", "B", "C"].includes(r.name)).map((r) => [r.pts, r.dp, r.pf, r.pc].join());
    expect(level).toEqual(["7,1,5,4", "7,1,5,4", "7,1,5,4"]);
    expect(order(rows)).toEqual(["1.C", "2.A", "2.B", "4.D", "5.E"]);
  });

  it("lets teams that cannot be separated share the position and keeps the given order (stable)", () => {
    const draws = [m(1, 2, 1, 1), m(3, 4, 1, 1), m(1, 3, 1, 1), m(2, 4, 1, 1), m(1, 4, 1, 1), m(2, 3, 1, 1)];
    expect(order(computeStandings(teams("Zeta", "Alfa", "Beta", "Gamma"), draws))).toEqual([
      "1.Zeta",
      "1.Alfa",
      "1.Beta",
      "1.Gamma",
    ]);
    expect(order(computeStandings(teams("Gamma", "Beta", "Alfa", "Zeta"), draws))).toEqual([
      "1.Gamma",
      "1.Beta",
      "1.Alfa",
      "1.Zeta",
    ]);
  });

  it("numbers the position after a shared one by the number of teams above (1, 1, 3)", () => {
    const rows = computeStandings(teams("A", "B", "C"), [m(1, 3, 1, 0), m(2, 3, 1, 0)]);
    expect(order(rows)).toEqual(["1.A", "1.B", "3.C"]);
  });

  it("ignores matches against teams that are not in the table", () => {
    const rows = computeStandings(teams("A", "B"), [m(1, 99, 5, 0), m(1, 2, 0, 1)]);
    expect(rows.map((r) => [r.name, r.pj])).toEqual([
      ["B", 1],
      ["A", 1],
    ]);
  });
});

describe("computeStandings with a competition's own rules", () => {
  it("defaults to today's rules", () => {
    const matches = [m(1, 2, 1, 2), m(1, 3, 2, 0), m(2, 3, 1, 1), m(3, 4, 5, 0), m(1, 4, 0, 0)];
    expect(computeStandings(teams("A", "B", "C", "D"), matches)).toEqual(
      computeStandings(teams("A", "B", "C", "D"), matches, DEFAULT_STANDINGS_RULES),
    );
    expect(DEFAULT_STANDINGS_RULES).toEqual({
      points: { win: 3, draw: 1, loss: 0 },
      tieBreaks: ["difference", "scored", "fewest-against", "head-to-head"],
    });
  });

  it("gives the points the competition says (2 a win, 1 a draw, 1 a defeat: playing counts)", () => {
    const rows = computeStandings(teams("A", "B", "C"), [m(1, 2, 3, 0), m(2, 3, 1, 1), m(1, 3, 0, 2)], {
      points: { win: 2, draw: 1, loss: 1 },
      tieBreaks: ["difference"],
    });
    expect(rows.map((r) => [r.name, r.pts])).toEqual([
      ["C", 3],
      ["A", 3],
      ["B", 2],
    ]);
  });

  it("puts the head-to-head before the difference when the competition orders it so", () => {
    // A and B on 3 points; A has the better difference, B won their match.
    const matches = [m(1, 2, 0, 1), m(1, 3, 5, 0), m(2, 4, 0, 1), m(3, 4, 0, 0)];
    expect(order(computeStandings(teams("A", "B", "C", "D"), matches))).toEqual(["1.D", "2.A", "3.B", "4.C"]);
    expect(
      order(
        computeStandings(teams("A", "B", "C", "D"), matches, {
          points: { win: 3, draw: 1, loss: 0 },
          tieBreaks: ["head-to-head", "difference"],
        }),
      ),
    ).toEqual(["1.D", "2.B", "3.A", "4.C"]);
  });

  it("with no tie-breaks, teams level on points share the place", () => {
    const rows = computeStandings(teams("A", "B", "C"), [m(1, 3, 5, 0), m(2, 3, 1, 0)], {
      points: { win: 3, draw: 1, loss: 0 },
      tieBreaks: [],
    });
    expect(order(rows)).toEqual(["1.A", "1.B", "3.C"]);
  });
});
