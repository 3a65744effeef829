import { describe, expect, it } from "vitest";
import { BADMINTON_NOTICES, BASKETBALL_NOTICES, validateBadmintonScore } from "./score-rules";
import { parseScore, RESULT_NOTICES, validateKnockoutResult, validateMatchResult } from "./match-result";

describe("parseScore", () => {
  it.each([
    ["3", 3],
    [" 3 ", 3],
    ["0", 0],
    ["07", 7],
    ["300", 300],
  ])("reads %j as %d", (text, value) => expect(parseScore(text)).toBe(value));

  it.each(["3.5", "-1", "", "   ", "abc", "1e2", "+3", "3 4", "0x10", "301", "١٢"])("refuses %j", (text) =>
    expect(parseScore(text)).toBeNull(),
  );

  it("refuses a missing value", () => {
    expect(parseScore(null)).toBeNull();
    expect(parseScore(undefined)).toBeNull();
  });
});

describe("validateBadmintonScore", () => {
  const valid: [number, number][] = [
    [21, 0],
    [21, 19],
    [22, 20],
    [25, 23],
    [29, 27],
    [30, 28],
    [30, 29],
  ];
  it.each(valid)("accepts %d-%d and its mirror", (a, b) => {
    expect(validateBadmintonScore(a, b)).toBeNull();
    expect(validateBadmintonScore(b, a)).toBeNull();
  });

  it.each([
    [20, 18],
    [0, 0],
    [20, 20],
  ])("%d-%d: at least one side must reach 21 (checked first)", (a, b) => {
    expect(validateBadmintonScore(a, b)).toEqual(BADMINTON_NOTICES.reach21);
  });

  it.each([
    [21, 21],
    [25, 25],
    [30, 30],
  ])("%d-%d is a draw", (a, b) => expect(validateBadmintonScore(a, b)).toEqual(BADMINTON_NOTICES.draw));

  it.each([
    [21, 20], // must go on to 22-20
    [22, 19], // a set stops at 21-19
    [22, 21],
    [24, 20],
    [29, 28],
    [30, 27], // would have ended at 29-27
    [31, 29], // cap is 30
    [40, 0],
  ])("%d-%d breaks win-by-2 / cap-30", (a, b) => {
    expect(validateBadmintonScore(a, b)).toEqual(BADMINTON_NOTICES.winByTwo);
    expect(validateBadmintonScore(b, a)).toEqual(BADMINTON_NOTICES.winByTwo);
  });

  it("keeps the spec's two messages verbatim", () => {
    expect(BADMINTON_NOTICES.reach21).toEqual({
      title: "Resultado de Bádminton inválido",
      description: "Al menos un jugador debe alcanzar 21 puntos.",
    });
    expect(BADMINTON_NOTICES.draw).toEqual({
      title: "Resultado de Bádminton inválido",
      description: "En bádminton no puede haber empate.",
    });
  });
});

describe("validateMatchResult", () => {
  it("returns the parsed scores", () => {
    expect(validateMatchResult("futbol", " 2", "2 ")).toEqual({ ok: true, team1Score: 2, team2Score: 2 });
    expect(validateMatchResult("badminton", "21", "15")).toEqual({ ok: true, team1Score: 21, team2Score: 15 });
  });

  it("keeps another sport's scores like football's: a draw is a result, a negative is not", () => {
    expect(validateMatchResult("otro", "24", "24")).toEqual({ ok: true, team1Score: 24, team2Score: 24 });
    expect(validateMatchResult("otro", "-1", "3")).toEqual({ ok: false, notice: RESULT_NOTICES.invalid });
  });

  it("refuses non-numbers before any sport rule", () => {
    expect(validateMatchResult("badminton", "21", "")).toEqual({ ok: false, notice: RESULT_NOTICES.invalid });
    expect(validateMatchResult("futbol", "3.5", "1")).toEqual({ ok: false, notice: RESULT_NOTICES.invalid });
  });

  it("allows draws where the sport has them, and applies badminton rules only to badminton", () => {
    expect(validateMatchResult("voleibol", "15", "15").ok).toBe(true);
    expect(validateMatchResult("baloncesto", "40", "38").ok).toBe(true);
    // Basketball has no draws: the golden basket is in the score.
    expect(validateMatchResult("baloncesto", "15", "15")).toEqual({ ok: false, notice: BASKETBALL_NOTICES.draw });
    expect(validateKnockoutResult("baloncesto", "15", "15", "4", "3")).toEqual({
      ok: false,
      notice: BASKETBALL_NOTICES.draw,
    });
    expect(validateMatchResult("badminton", "15", "15")).toEqual({
      ok: false,
      notice: BADMINTON_NOTICES.reach21,
    });
  });
});

describe("validateKnockoutResult", () => {
  const winner = "En una eliminatoria tiene que haber un ganador: anota los penaltis (o el punto de desempate).";
  it("takes a decided match as it is, and a draw only with its penalties", () => {
    expect(validateKnockoutResult("futbol", "2", "1", "", " ")).toEqual({
      ok: true,
      team1Score: 2,
      team2Score: 1,
      penalties: null,
    });
    expect(validateKnockoutResult("futbol", "1", "1", "4", "3")).toEqual({
      ok: true,
      team1Score: 1,
      team2Score: 1,
      penalties: { team1: 4, team2: 3 },
    });
    expect(validateKnockoutResult("futbol", "1", "1", "", "")).toEqual({
      ok: false,
      notice: { title: "Resultado no válido", description: winner },
    });
  });

  it("refuses penalties after a decided match, level penalties, bad numbers, and keeps the sport's rules", () => {
    const problem = (...args: [string, string, string, string]) => {
      const check = validateKnockoutResult("futbol", ...args);
      return check.ok ? null : check.notice.description;
    };
    expect(problem("2", "1", "4", "3")).toBe("Los penaltis solo se anotan si el partido acaba en empate.");
    expect(problem("1", "1", "3", "3")).toBe("Los penaltis no pueden acabar en empate.");
    expect(problem("1", "1", "tres", "2")).toBe("Los marcadores tienen que ser números enteros, cero o más.");
    expect(problem("1", "1", "4", "")).toBe(winner);
    expect(validateKnockoutResult("badminton", "21", "25", "", "")).toEqual({
      ok: false,
      notice: BADMINTON_NOTICES.winByTwo,
    });
  });
});
