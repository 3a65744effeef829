import { describe, expect, it } from "vitest";
import { belongsBy, closeReminder, laterSchoolYear, schoolYearDays, schoolYearOn } from "./school-calendar";

describe("the school year from the calendar", () => {
  it("starts on 1 September and ends on 31 August", () => {
    expect(schoolYearOn("2026-11-28")).toBe("2026-2027");
    expect(schoolYearOn("2026-09-01")).toBe("2026-2027");
    expect(schoolYearOn("2026-08-31")).toBe("2025-2026");
    expect(schoolYearOn("2027-01-07")).toBe("2026-2027");
    expect(schoolYearOn("2027-07-01")).toBe("2026-2027");
    expect(schoolYearDays("2025-2026")).toEqual({ first: "2025-09-01", last: "2026-08-31" });
    expect(() => schoolYearOn("28/11/2026")).toThrow();
  });

  it("says nothing while the year runs, that it is ending from July, and which year the calendar is in once it ended", () => {
    expect(closeReminder("2025-2026", "2026-06-30")).toBeNull();
    expect(closeReminder("2025-2026", "2025-09-15")).toBeNull();
    expect(closeReminder("2025-2026", "2026-07-01")).toEqual({ kind: "ending", last: "2026-08-31" });
    expect(closeReminder("2025-2026", "2026-08-31")).toEqual({ kind: "ending", last: "2026-08-31" });
    expect(closeReminder("2025-2026", "2026-11-28")).toEqual({
      kind: "ended",
      last: "2026-08-31",
      calendarYear: "2026-2027",
    });
    expect(closeReminder("2025-2026", "2027-10-01")).toMatchObject({ kind: "ended", calendarYear: "2027-2028" });
    // A year opened early (closed in June) is not ending before its own July.
    expect(closeReminder("2026-2027", "2026-06-25")).toBeNull();
  });

  it("files nothing into a year that ended before it", () => {
    expect(belongsBy("2026-08-31", "2025-2026")).toBe(true);
    expect(belongsBy("2025-01-20", "2025-2026")).toBe(true);
    expect(belongsBy("2026-09-01", "2025-2026")).toBe(false);
    expect(belongsBy("2026-12-08", "2025-2026")).toBe(false);
    expect(laterSchoolYear("2026-2027", "2025-2026")).toBe("2026-2027");
    expect(laterSchoolYear("2025-2026", "2027-2028")).toBe("2027-2028");
  });
});
