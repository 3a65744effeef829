import { describe, expect, it } from "vitest";
import { addDays } from "~/platform/domain/calendar-days";
import { weekdayOnOrAfter, weekdaysBefore, weeksToToday } from "./sample-dates";

describe("the sample school's dates moved to today", () => {
  it("brings what happened to today or just before, by whole weeks (a Wednesday stays a Wednesday)", () => {
    const shift = weeksToToday("2025-03-05", "2026-12-07", "on-or-before");
    expect(shift % 7).toBe(0);
    const moved = addDays("2025-03-05", shift);
    expect(moved <= "2026-12-07" && moved > "2026-11-30").toBe(true);
    expect(new Date(`${moved}T00:00:00Z`).getUTCDay()).toBe(3);
  });

  it("brings matches still to play to today or just after, and never moves anything back", () => {
    const moved = addDays("2025-02-05", weeksToToday("2025-02-05", "2026-12-07", "on-or-after"));
    expect(moved >= "2026-12-07" && moved < "2026-12-14").toBe(true);
    expect(weeksToToday("2025-03-05", "2025-01-10", "on-or-before")).toBe(0);
    expect(weeksToToday("2025-02-05", "2025-01-10", "on-or-after")).toBe(0);
  });
});

describe("a tournament laid out on school days around today", () => {
  it("counts weekdays back over a weekend, and finds the next weekday", () => {
    expect(weekdayOnOrAfter("2026-12-05")).toBe("2026-12-07"); // Saturday → Monday
    expect(weekdayOnOrAfter("2026-12-07")).toBe("2026-12-07");
    expect(weekdaysBefore("2026-12-07", 1)).toBe("2026-12-04"); // Monday → Friday
    expect(weekdaysBefore("2026-12-07", 6)).toBe("2026-11-27");
  });
});
