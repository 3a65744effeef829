import { describe, expect, it } from "vitest";
import { nationalHolidayOn } from "./national-holidays";
import { regionalHolidaysBetween, regionalHolidaysCover } from "./regional-holidays";
import { REGIONAL_HOLIDAYS } from "./regional-holidays-data";
import { isRegionCode, REGION_CODES, REGION_NAMES } from "./regions";

describe("the regions' holidays", () => {
  it("names every autonomous community and city, and knows their codes", () => {
    expect(REGION_CODES).toHaveLength(19);
    expect(REGION_NAMES.AN).toBe("Andalucía");
    expect(isRegionCode("CT")).toBe(true);
    expect(isRegionCode("XX")).toBe(false);
    expect(isRegionCode("toString")).toBe(false);
  });

  it("gives Andalucía's school days of 2026-27: Jueves Santo, and its day moved from a Sunday", () => {
    expect(regionalHolidaysBetween("AN", "2026-09-01", "2027-08-31")).toEqual([
      { day: "2026-11-02", name: "Todos los Santos (trasladado)" },
      { day: "2026-12-07", name: "Día de la Constitución Española (trasladado)" },
      { day: "2027-03-01", name: "Día de Andalucía (trasladado)" },
      { day: "2027-03-25", name: "Jueves Santo" },
      { day: "2027-08-16", name: "Asunción (trasladado)" },
    ]);
  });

  it("gives Cataluña its Easter Monday and Diada, not Jueves Santo", () => {
    const days = regionalHolidaysBetween("CT", "2026-09-01", "2027-08-31");
    expect(days).toContainEqual({ day: "2027-03-29", name: "Lunes de Pascua" });
    expect(days).toContainEqual({ day: "2026-09-11", name: "Diada Nacional de Cataluña" });
    expect(days.some((holiday) => holiday.name === "Jueves Santo")).toBe(false);
  });

  it("lists only weekdays that are not national holidays, in date order, every region", () => {
    for (const code of REGION_CODES) {
      const days = REGIONAL_HOLIDAYS[code].map(([day]) => day);
      expect(days, code).toEqual([...days].sort());
      for (const day of days) {
        expect([0, 6], `${code} ${day}`).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
        expect(nationalHolidayOn(day), `${code} ${day}`).toBeNull();
      }
    }
  });

  it("says which school years its lists cover", () => {
    expect(regionalHolidaysCover("2026-09-01", "2027-08-31")).toBe(true);
    expect(regionalHolidaysCover("2028-09-01", "2029-08-31")).toBe(false);
    expect(regionalHolidaysBetween("AN", "2028-09-01", "2029-08-31")).toEqual([]);
  });
});
