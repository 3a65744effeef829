import { describe, expect, it } from "vitest";
import {
  type KeptResult,
  keepResult,
  keptResultsOf,
  matchWhen,
  MAX_REPLACED,
  newSubmissionKey,
  parseKeptResults,
  resultsToSend,
  seenScore,
  sendAnyway,
  SUBMISSION_KEY_PATTERN,
  withdrawResult,
} from "./kept-results";

const PAGE = "/campeonatos/copa/baloncesto";
let keys = 0;
const typed = (matchId: number, scores: [string, string], page = PAGE): Omit<KeptResult, "order"> => ({
  key: (++keys).toString(16).padStart(32, "0"),
  page,
  matchId,
  team1: "Rayo",
  team2: "Cometas",
  knockout: false,
  scores: { team1: scores[0], team2: scores[1], penalties1: "", penalties2: "" },
  enteredAt: "2026-12-07T10:42:00.000Z",
  seen: "",
  when: "2026-12-09 11:00",
});

describe("the phone's key for a result", () => {
  it("is 128 random bits in hex, what the server accepts, and never the same twice", () => {
    const made = new Set(Array.from({ length: 1000 }, () => newSubmissionKey()));
    expect(made.size).toBe(1000);
    for (const key of made) expect(key).toMatch(SUBMISSION_KEY_PATTERN);
    expect(newSubmissionKey((bytes) => bytes.fill(255))).toBe("f".repeat(32));
    expect(SUBMISSION_KEY_PATTERN.test("x".repeat(32))).toBe(false);
  });
});

describe("the order results leave in", () => {
  it("is the order they were typed, page by page, a correction keeping its place with a new key", () => {
    let list: KeptResult[] = [];
    list = keepResult(list, typed(11, ["3", "1"]));
    list = keepResult(list, typed(12, ["0", "2"]));
    list = keepResult(list, typed(40, ["1", "1"], "/campeonatos/copa/voleibol"));
    list = keepResult(list, typed(13, ["5", "4"]));
    const before = list.find((r) => r.matchId === 12)!;
    list = keepResult(list, typed(12, ["0", "3"]));
    const corrected = keptResultsOf(list, PAGE);
    expect(corrected.map((r) => r.matchId)).toEqual([11, 12, 13]);
    expect(corrected[1]!.scores.team2).toBe("3");
    expect(corrected[1]!.key).not.toBe(before.key);
    // The first version may have reached the server unanswered: the correction names it.
    expect(corrected[1]!.replaces).toEqual([before.key]);
    expect(keptResultsOf(list, "/campeonatos/copa/voleibol").map((r) => r.matchId)).toEqual([40]);
  });

  it("remembers at most a few corrected versions", () => {
    let list: KeptResult[] = [];
    for (let i = 0; i < MAX_REPLACED + 3; i++) list = keepResult(list, typed(11, [String(i), "0"]));
    expect(list).toHaveLength(1);
    expect(list[0]!.replaces).toHaveLength(MAX_REPLACED);
  });

  it("leaves a held result aside until the organiser chooses, and withdraws one", () => {
    let list: KeptResult[] = [];
    list = keepResult(list, typed(11, ["3", "1"]));
    list = keepResult(list, typed(12, ["0", "2"]));
    list = keepResult(list, typed(13, ["2", "2"]));
    const [first, second, third] = keptResultsOf(list, PAGE);
    list = list.map((r) => (r.key === first!.key ? { ...r, hold: { kind: "conflict", current: "1-1" } } : r));
    list = list.map((r) => (r.key === second!.key ? { ...r, hold: { kind: "moved", when: "2026-12-10 11:00" } } : r));
    expect(resultsToSend(list, PAGE).map((r) => r.matchId)).toEqual([13]);
    // «Enviar el mío»: it goes, checked against what the server holds now; it keeps its place.
    list = sendAnyway(list, first!.key);
    list = sendAnyway(list, second!.key);
    const chosen = resultsToSend(list, PAGE);
    expect(chosen.map((r) => r.matchId)).toEqual([11, 12, 13]);
    expect(chosen[0]!.seen).toBe("1-1");
    expect(chosen[1]!.when).toBe("2026-12-10 11:00");
    expect(withdrawResult(list, third!.key).map((r) => r.matchId)).toEqual([11, 12]);
  });
});

describe("what the phone saw of a match", () => {
  it("writes a score as the server compares it", () => {
    expect(seenScore({ team1Score: null, team2Score: null, penalties: null })).toBe("");
    expect(seenScore({ team1Score: 3, team2Score: 1, penalties: null })).toBe("3-1");
    expect(seenScore({ team1Score: 2, team2Score: 2, penalties: { team1: 4, team2: 3 } })).toBe("2-2 (4-3)");
    expect(matchWhen({ day: "2026-12-09", date: "Miércoles, 9 de diciembre de 2026", time: "11:00" })).toBe(
      "2026-12-09 11:00",
    );
    expect(matchWhen({ day: null, date: "Por determinar", time: null })).toBe("Por determinar");
  });
});

describe("what the phone reads back", () => {
  it("keeps well-formed results and drops anything else, never throwing", () => {
    const good = keepResult([], typed(11, ["3", "1"]));
    expect(parseKeptResults(JSON.stringify(good))).toEqual(good);
    expect(parseKeptResults(null)).toEqual([]);
    expect(parseKeptResults("{")).toEqual([]);
    expect(parseKeptResults('{"a":1}')).toEqual([]);
    expect(parseKeptResults(JSON.stringify([...good, { ...good[0], key: "nope" }, 7, null]))).toEqual(good);
  });
});
