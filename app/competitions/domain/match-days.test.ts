import { describe, expect, it } from "vitest";
import { isPlannableDay, matchDayWindow, optionalPlannableDay, plannableDay } from "./match-days";

const NOW = new Date("2026-11-25T10:00:00Z");

describe("plannable match days", () => {
  it("are real dates within five years of today", () => {
    expect(matchDayWindow(NOW)).toEqual({ first: "2021-01-01", last: "2031-12-31" });
    for (const day of ["2026-11-25", "2027-01-21", "2021-01-01", "2031-12-31"])
      expect(isPlannableDay(day, NOW), day).toBe(true);
    for (const day of [
      "9999-12-28",
      "9999-12-31",
      "0001-01-01",
      "1901-01-01",
      "2020-12-31",
      "2032-01-01",
      "2027-02-30",
      "2027-13-01",
      "27-01-21",
      "",
    ]) {
      expect(isPlannableDay(day, NOW), day).toBe(false);
    }
  });

  it("are refused in Spanish by the forms' fields", () => {
    const start = plannableDay("Elige el primer día.");
    expect(start.safeParse("").error?.issues[0]?.message).toBe("Elige el primer día.");
    expect(start.safeParse("9999-12-28").error?.issues[0]?.message).toMatch(
      /^Elige un día que exista, entre \d{4} y \d{4}\.$/,
    );
    expect(optionalPlannableDay.parse("")).toBeNull();
    expect(optionalPlannableDay.safeParse("0001-01-01").success).toBe(false);
  });
});
