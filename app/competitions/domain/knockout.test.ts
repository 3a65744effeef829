import { describe, expect, it } from "vitest";
import {
  championOf,
  decodeSlot,
  encodeSlot,
  type GroupFinish,
  KnockoutError,
  knockoutResultProblem,
  planKnockout,
  planKnockoutDays,
  resolveBracket,
  seedKnockout,
  type TieResult,
  tieWinner,
} from "./knockout";

/** A group whose teams are named by group and place ("A1", "A2"…), with their points. */
function group(code: string, points: number[], played = 3): GroupFinish<string> {
  return { group: code, ranking: points.map((pts, i) => ({ team: `${code}${i + 1}`, pts, dp: 0, pf: 0, pj: played })) };
}
const pairs = (ties: ReturnType<typeof seedKnockout<string>>) =>
  ties.map(
    (t) =>
      `${t.id}: ${"team" in t.home ? t.home.team : JSON.stringify(t.home)} – ${"team" in t.away ? t.away.team : JSON.stringify(t.away)}`,
  );

describe("seedKnockout", () => {
  it("two groups: A1–B2 and B1–A2, then the final", () => {
    expect(pairs(seedKnockout([group("A", [9, 6, 3]), group("B", [7, 4, 1])]))).toEqual([
      "SF1: A1 – B2",
      "SF2: B1 – A2",
      'F: {"winnerOf":"SF1"} – {"winnerOf":"SF2"}',
    ]);
  });

  it("two groups with a match for third place between the semifinals' losers", () => {
    const ties = seedKnockout([group("A", [9, 6]), group("B", [7, 4])], { thirdPlace: true });
    expect(ties.map((t) => [t.id, t.round, t.label])).toEqual([
      ["SF1", "semifinal", "Semifinal 1"],
      ["SF2", "semifinal", "Semifinal 2"],
      ["3P", "third-place", "Tercer puesto"],
      ["F", "final", "Final"],
    ]);
    expect(ties[2]).toMatchObject({ home: { loserOf: "SF1" }, away: { loserOf: "SF2" } });
  });

  it("three groups: the best winner plays the best runner-up (compared per match played)", () => {
    // Winners per match: B1 9/3 = 3.0, C1 5/2 = 2.5 (a smaller group), A1 7/3. Runners-up: C2 4/2 = 2.0, A2 5/3, B2 4/3.
    const ties = seedKnockout([
      group("A", [7, 5, 1]),
      group("B", [9, 4, 2]),
      {
        group: "C",
        ranking: [
          { team: "C1", pts: 5, dp: 0, pf: 0, pj: 2 },
          { team: "C2", pts: 4, dp: 0, pf: 0, pj: 2 },
        ],
      },
    ]);
    expect(pairs(ties).slice(0, 2)).toEqual(["SF1: B1 – C2", "SF2: C1 – A1"]);
  });

  it("three groups: when the best runner-up is from the best winner's group, it plays the second winner", () => {
    const ties = seedKnockout([group("A", [9, 8, 1]), group("B", [7, 2, 1]), group("C", [6, 3, 1])]);
    expect(pairs(ties).slice(0, 2)).toEqual(["SF1: A1 – C1", "SF2: B1 – A2"]);
  });

  it("four groups: quarterfinals A1–B2, C1–D2, B1–A2, D1–C2, and the semifinals from their winners", () => {
    const ties = seedKnockout([group("A", [9, 6]), group("B", [9, 6]), group("C", [9, 6]), group("D", [9, 6])]);
    expect(pairs(ties)).toEqual([
      "QF1: A1 – B2",
      "QF2: C1 – D2",
      "QF3: B1 – A2",
      "QF4: D1 – C2",
      'SF1: {"winnerOf":"QF1"} – {"winnerOf":"QF2"}',
      'SF2: {"winnerOf":"QF3"} – {"winnerOf":"QF4"}',
      'F: {"winnerOf":"SF1"} – {"winnerOf":"SF2"}',
    ]);
  });

  it("four groups with one qualifier each: semifinals A1–C1 and B1–D1", () => {
    const ties = seedKnockout([group("A", [9]), group("B", [9]), group("C", [9]), group("D", [9])], {
      qualifiersPerGroup: 1,
    });
    expect(pairs(ties).slice(0, 2)).toEqual(["SF1: A1 – C1", "SF2: B1 – D1"]);
  });

  it("one table: first against fourth, second against third", () => {
    expect(pairs(seedKnockout([group("A", [12, 9, 6, 3, 0])])).slice(0, 2)).toEqual(["SF1: A1 – A4", "SF2: A2 – A3"]);
  });

  it("refuses what it cannot seed, in Spanish", () => {
    expect(() => seedKnockout([group("A", [9]), group("B", [9, 6])])).toThrow(
      "Al grupo A le faltan equipos para la fase final.",
    );
    expect(() => seedKnockout([1, 2, 3, 4, 5].map((i) => group(String(i), [3, 1])))).toThrow(KnockoutError);
  });
});

describe("knockout results", () => {
  it("a draw needs penalties with a winner; penalties only for a draw", () => {
    expect(knockoutResultProblem({ homeScore: 2, awayScore: 1 })).toBeNull();
    expect(knockoutResultProblem({ homeScore: 1, awayScore: 1 })).toBe(
      "En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).",
    );
    expect(knockoutResultProblem({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 4 })).toBe(
      "Los penaltis no pueden acabar en empate.",
    );
    expect(knockoutResultProblem({ homeScore: 2, awayScore: 1, homePenalties: 4, awayPenalties: 3 })).toBe(
      "Los penaltis solo se anotan si el partido acaba en empate.",
    );
    expect(knockoutResultProblem({ homeScore: -1, awayScore: 1 })).toBe(
      "Los marcadores tienen que ser números enteros, cero o más.",
    );
    expect(knockoutResultProblem({ homeScore: 1, awayScore: 1, homePenalties: 5, awayPenalties: 3 })).toBeNull();
  });

  it("the winner is the side with more goals, or with more penalties after a draw", () => {
    expect(tieWinner({ homeScore: 0, awayScore: 2 })).toBe("away");
    expect(tieWinner({ homeScore: 2, awayScore: 2, homePenalties: 5, awayPenalties: 4 })).toBe("home");
    expect(tieWinner({ homeScore: 2, awayScore: 2 })).toBeNull();
  });
});

describe("resolveBracket", () => {
  const ties = seedKnockout([group("A", [9, 6]), group("B", [7, 4])], { thirdPlace: true });
  const results = (entries: [string, TieResult][]) => new Map(entries);

  it("leaves the later places empty until their ties are decided", () => {
    const bracket = resolveBracket(ties, results([]));
    expect(bracket.map((t) => [t.id, t.home, t.away, t.winner])).toEqual([
      ["SF1", "A1", "B2", null],
      ["SF2", "B1", "A2", null],
      ["3P", null, null, null],
      ["F", null, null, null],
    ]);
    expect(championOf(bracket)).toBeNull();
  });

  it("carries a winner forward as soon as its result is saved, a draw decided on penalties", () => {
    const bracket = resolveBracket(
      ties,
      results([["SF1", { homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4 }]]),
    );
    expect(bracket.find((t) => t.id === "F")).toMatchObject({ home: "B2", away: null });
    expect(bracket.find((t) => t.id === "3P")).toMatchObject({ home: "A1", away: null });
  });

  it("crowns the winner of the final; the losers of the semifinals play for third place", () => {
    const bracket = resolveBracket(
      ties,
      results([
        ["SF1", { homeScore: 3, awayScore: 0 }],
        ["SF2", { homeScore: 0, awayScore: 2 }],
        ["3P", { homeScore: 2, awayScore: 2, homePenalties: 5, awayPenalties: 4 }],
        ["F", { homeScore: 1, awayScore: 2 }],
      ]),
    );
    expect(bracket.find((t) => t.id === "F")).toMatchObject({ home: "A1", away: "A2", winner: "A2", loser: "A1" });
    expect(bracket.find((t) => t.id === "3P")).toMatchObject({ home: "B2", away: "B1", winner: "B2" });
    expect(championOf(bracket)).toBe("A2");
  });

  it("ignores a result for a tie whose teams are not known yet, and an invalid one", () => {
    const bracket = resolveBracket(
      ties,
      results([
        ["F", { homeScore: 1, awayScore: 0 }],
        ["SF2", { homeScore: 1, awayScore: 1 }],
      ]),
    );
    expect(bracket.find((t) => t.id === "F")).toMatchObject({ result: null, winner: null });
    expect(bracket.find((t) => t.id === "SF2")).toMatchObject({ winner: null });
  });

  it("runs a four-group bracket through to the champion", () => {
    const four = seedKnockout([group("A", [9, 6]), group("B", [9, 6]), group("C", [9, 6]), group("D", [9, 6])]);
    const homeWins: TieResult = { homeScore: 1, awayScore: 0 };
    const bracket = resolveBracket(
      four,
      new Map(["QF1", "QF2", "QF3", "QF4", "SF1", "SF2", "F"].map((id) => [id, homeWins])),
    );
    expect(bracket.find((t) => t.id === "SF1")).toMatchObject({ home: "A1", away: "C1" });
    expect(bracket.find((t) => t.id === "SF2")).toMatchObject({ home: "B1", away: "D1" });
    expect(championOf(bracket)).toBe("A1");
  });
});

describe("stored bracket places and planned days", () => {
  it("writes a place as text and reads it back; refuses anything else", () => {
    for (const slot of [{ team: 12 }, { winnerOf: "SF1" }, { loserOf: "SF2" }])
      expect(decodeSlot(encodeSlot(slot))).toEqual(slot);
    expect(encodeSlot({ winnerOf: "QF3" })).toBe("winner:QF3");
    for (const bad of ["", "team:", "team:abc", "winner:", "ganador:SF1", "12"]) expect(decodeSlot(bad)).toBeNull();
  });

  it("shares a day's courts among its ties, and with one court plays them one after the other", () => {
    const ties = seedKnockout([group("A", [6, 3, 0]), group("B", [6, 3, 0])], { thirdPlace: true });
    const two = planKnockout(ties, { firstDay: "2026-12-10", time: "11:15", courts: 2, nonSchoolDays: new Set() });
    expect(Object.fromEntries(two)).toEqual({
      SF1: { day: "2026-12-10", time: "11:15", location: "Pista 1" },
      SF2: { day: "2026-12-10", time: "11:15", location: "Pista 2" },
      F: { day: "2026-12-11", time: "11:15", location: "Pista 1" },
      "3P": { day: "2026-12-11", time: "11:15", location: "Pista 2" },
    });
    const one = planKnockout(ties, { firstDay: "2026-12-10", time: "11:15", courts: 1, nonSchoolDays: new Set() });
    expect(
      [one.get("SF1"), one.get("SF2"), one.get("F"), one.get("3P")].map((p) => `${p!.day} ${p!.time} ${p!.location}`),
    ).toEqual(["2026-12-10 11:15 null", "2026-12-10 11:30 null", "2026-12-11 11:15 null", "2026-12-11 11:30 null"]);
    // Four quarterfinals on two courts: two at 11:15, two at 11:30.
    const four = planKnockout(seedKnockout(["A", "B", "C", "D"].map((code) => group(code, [6, 3, 0]))), {
      firstDay: "2026-12-14",
      time: "11:15",
      courts: 2,
      nonSchoolDays: new Set(),
    });
    expect(["QF1", "QF2", "QF3", "QF4"].map((id) => `${four.get(id)!.time} ${four.get(id)!.location}`)).toEqual([
      "11:15 Pista 1",
      "11:15 Pista 2",
      "11:30 Pista 1",
      "11:30 Pista 2",
    ]);
  });

  it("plans each round on the next school day, third place on the final's day", () => {
    const ties = seedKnockout([group("A", [6, 3, 0]), group("B", [6, 3, 0])], { thirdPlace: true });
    // Thursday 10 December 2026; Friday 11 is closed, so the final is on Monday 14.
    const days = planKnockoutDays(ties, "2026-12-10", new Set(["2026-12-11"]));
    expect(Object.fromEntries(days)).toEqual({
      SF1: "2026-12-10",
      SF2: "2026-12-10",
      "3P": "2026-12-14",
      F: "2026-12-14",
    });
    // Quarterfinals from a Saturday: Monday, then Tuesday, then Wednesday.
    const four = seedKnockout(["A", "B", "C", "D"].map((code) => group(code, [6, 3, 0])));
    const fourDays = planKnockoutDays(four, "2026-12-12", new Set());
    expect([fourDays.get("QF1"), fourDays.get("SF1"), fourDays.get("F")]).toEqual([
      "2026-12-14",
      "2026-12-15",
      "2026-12-16",
    ]);
  });
});
