import { describe, expect, it } from "vitest";
import {
  dateToMadridLocal,
  formatMadridDate,
  formatMadridDateTime,
  madridDayEnd,
  madridDayOf,
  madridLocalToDate,
} from "./madrid-time";

describe("Madrid time", () => {
  it("reads a datetime-local value as Madrid time in winter and in summer", () => {
    expect(madridLocalToDate("2026-12-01T14:30")?.toISOString()).toBe("2026-12-01T13:30:00.000Z");
    expect(madridLocalToDate("2026-06-15T09:00")?.toISOString()).toBe("2026-06-15T07:00:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 02:00 → 03:00. 25 October 2026: 03:00 → 02:00.
    expect(madridLocalToDate("2026-03-29T12:00")?.toISOString()).toBe("2026-03-29T10:00:00.000Z");
    expect(madridLocalToDate("2026-10-25T12:00")?.toISOString()).toBe("2026-10-25T11:00:00.000Z");
  });

  it("rejects malformed and impossible values", () => {
    for (const bad of ["", "2026-12-01", "2026-13-01T10:00", "2026-02-31T10:00", "2026-12-01T24:00", "mañana"]) {
      expect(madridLocalToDate(bad)).toBeNull();
    }
  });

  it("round-trips and formats in Spanish", () => {
    const date = new Date("2026-12-01T13:30:00Z");
    expect(dateToMadridLocal(date)).toBe("2026-12-01T14:30");
    expect(madridLocalToDate(dateToMadridLocal(date))?.getTime()).toBe(date.getTime());
    expect(formatMadridDateTime(date)).toBe("1 de diciembre de 2026 a las 14:30");
    // The day in Madrid: 23:30 UTC on 30 June is already 1 July there.
    expect(formatMadridDate(new Date("2026-06-30T23:30:00Z"))).toBe("1 de julio de 2026");
  });
});

describe("the school day in Madrid", () => {
  it("is the Madrid date, not the UTC one, and ends at Madrid's next midnight", () => {
    // 23:30 UTC on 25 January is already 26 January in Madrid (UTC+1).
    expect(madridDayOf(new Date("2027-01-25T23:30:00Z"))).toBe("2027-01-26");
    expect(madridDayEnd(new Date("2027-01-25T10:00:00Z")).toISOString()).toBe("2027-01-25T23:00:00.000Z");
    // Summer time (UTC+2), and the last day of a month.
    expect(madridDayEnd(new Date("2027-06-30T12:00:00Z")).toISOString()).toBe("2027-06-30T22:00:00.000Z");
    // The day the clocks go back (31 October 2027): it still ends at midnight, UTC+1.
    expect(madridDayEnd(new Date("2027-10-31T09:00:00Z")).toISOString()).toBe("2027-10-31T23:00:00.000Z");
  });
});
