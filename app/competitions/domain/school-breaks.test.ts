import { describe, expect, it } from "vitest";
import { regionalDaysOffBetween, schoolBreaksBetween } from "./school-breaks";

const YEAR = { first: "2026-09-01", last: "2027-08-31" };

describe("a region's school breaks", () => {
  it("gives Andalucía's 2026-27 Christmas from 23 December to 6 January and Semana Santa from Lunes to Viernes Santo", () => {
    const days = schoolBreaksBetween("AN", YEAR.first, YEAR.last);
    const christmas = days.filter((d) => d.name === "Vacaciones de Navidad").map((d) => d.day);
    expect(christmas[0]).toBe("2026-12-23");
    expect(christmas.at(-1)).toBe("2027-01-06");
    expect(christmas).toHaveLength(15); // its weekends too: one period in the list
    // Easter Sunday 2027 is 28 March.
    expect(days.filter((d) => d.name === "Vacaciones de Semana Santa").map((d) => d.day)).toEqual([
      "2027-03-22",
      "2027-03-23",
      "2027-03-24",
      "2027-03-25",
      "2027-03-26",
    ]);
  });

  it("runs to Lunes de Pascua where the region keeps it (Cataluña), and stays inside the year asked", () => {
    const easter = schoolBreaksBetween("CT", YEAR.first, YEAR.last).filter((d) => d.name.includes("Semana Santa"));
    expect(easter.at(-1)?.day).toBe("2027-03-29");
    expect(
      schoolBreaksBetween("CT", YEAR.first, YEAR.last).every((d) => d.day >= YEAR.first && d.day <= YEAR.last),
    ).toBe(true);
  });
});

describe("a region's days off", () => {
  it("joins its holidays and its breaks, a holiday inside a break being part of it", () => {
    const days = regionalDaysOffBetween("AN", YEAR.first, YEAR.last);
    expect(days.find((d) => d.day === "2027-03-25")?.name).toBe("Vacaciones de Semana Santa");
    expect(days.find((d) => d.day === "2027-03-22")?.name).toBe("Vacaciones de Semana Santa");
    expect(days.find((d) => d.day === "2026-12-07")?.name).toBe("Día de la Constitución Española (trasladado)");
    expect(new Set(days.map((d) => d.day)).size).toBe(days.length);
  });
});
