import { describe, expect, it } from "vitest";
import { easterSunday, nationalHolidayOn, nationalHolidays, nationalHolidaysBetween } from "./national-holidays";

describe("Spain's national holidays", () => {
  it("finds Easter, and Good Friday two days before it", () => {
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
    expect(nationalHolidayOn("2026-04-03")).toBe("Viernes Santo");
    expect(nationalHolidayOn("2027-03-26")).toBe("Viernes Santo");
  });

  it("lists the ten days of the BOE's national list, named, in date order", () => {
    expect(nationalHolidays(2026).map((h) => h.day)).toEqual([
      "2026-01-01",
      "2026-01-06",
      "2026-04-03",
      "2026-05-01",
      "2026-08-15",
      "2026-10-12",
      "2026-11-01",
      "2026-12-06",
      "2026-12-08",
      "2026-12-25",
    ]);
    expect(nationalHolidayOn("2026-12-08")).toBe("Inmaculada Concepción");
    expect(nationalHolidayOn("2026-12-09")).toBeNull();
  });

  it("lists a school year's, September to August", () => {
    const year = nationalHolidaysBetween("2026-09-01", "2027-08-31");
    expect(year.map((h) => h.day)).toEqual([
      "2026-10-12",
      "2026-11-01",
      "2026-12-06",
      "2026-12-08",
      "2026-12-25",
      "2027-01-01",
      "2027-01-06",
      "2027-03-26",
      "2027-05-01",
      "2027-08-15",
    ]);
  });
});
