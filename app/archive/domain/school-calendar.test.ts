import { describe, expect, it } from "vitest";
import {
  belongsBy,
  closeReminder,
  laterSchoolYear,
  moveYearWords,
  schoolYearDays,
  schoolYearOn,
} from "./school-calendar";

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

describe("a year's words for the next year", () => {
  it("moves every way of naming the year, and an edition's numeral", () => {
    const move = (text: string) => moveYearWords(text, "2026-2027", "2027-2028");
    expect(move("Proyecto Bilingüe 26/27")).toBe("Proyecto Bilingüe 27/28");
    expect(move("2026/2027")).toBe("2027/2028");
    expect(move("Curso 2026-27")).toBe("Curso 2027-28");
    expect(move("IV Mantecup · 2027")).toBe("V Mantecup · 2028");
    expect(move("IX Copa Bahía")).toBe("X Copa Bahía");
    expect(move("Copa Bahía · Recreo de las 11:15")).toBe("Copa Bahía · Recreo de las 11:15");
    expect(move("Healthy Habits 2010")).toBe("Healthy Habits 2010");
    // An edition's year left behind moves on to the new year's spring.
    expect(move("IV edición · 2025")).toBe("V edición · 2028");
    // A label a year behind moves on to the new year too.
    expect(move("Proyecto Bilingüe 24/25")).toBe("Proyecto Bilingüe 27/28");
    expect(move("Horario 11:15-12:00, pista 3/4")).toBe("Horario 11:15-12:00, pista 3/4");
  });
});
