import { describe, expect, it } from "vitest";
import { BREAK_SLOT, buildTimetableGrid, TIME_SLOTS, timetableCellColour } from "./timetable";

describe("timetableCellColour (spec 000 §2)", () => {
  it.each([
    ["Guardia", "guardia"],
    ["Guardia de biblioteca", "guardia"],
    ["RECREO", "recreo"],
    ["Guardia de recreo", "guardia"],
    ["1º ESO A", "eso1"],
    ["2º ESO B", "eso2"],
    ["3º ESO C", "eso3"],
    ["4º ESO A", "eso4"],
    ["1º Bach A", "bach"],
    ["2º Bachillerato", "bach"],
    ["1° ESO B", "eso1"],
    ["Reunión de departamento", "other"],
    ["Gimnasio: 2º ESO A", "eso2"],
    ["Pista: 3º ESO B", "eso3"],
    ["Gimnasio: 1º Bach A", "bach"],
    ["Aula 12º", "other"],
    ["5º Primaria", "other"],
    ["", "empty"],
    ["   ", "empty"],
    [null, "empty"],
  ] as const)("%s → %s", (entry, colour) => {
    expect(timetableCellColour(entry)).toBe(colour);
  });

  it("is case-insensitive for Guardia and RECREO", () => {
    expect(timetableCellColour("guardia")).toBe("guardia");
    expect(timetableCellColour("Recreo")).toBe("recreo");
  });
});

describe("buildTimetableGrid", () => {
  it("makes seven rows of five days with the break row marked", () => {
    const grid = buildTimetableGrid([
      { slot: 0, weekday: 1, entries: ["2º ESO A"] },
      { slot: 0, weekday: 5, entries: ["Guardia", " 1º Bach B "] },
    ]);
    expect(grid).toHaveLength(TIME_SLOTS.length);
    expect(grid.map((r) => r.days.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(grid[0]?.days[0]).toEqual(["2º ESO A"]);
    expect(grid[0]?.days[4]).toEqual(["Guardia", "1º Bach B"]);
    expect(grid[1]?.days[2]).toEqual([]);
    expect(grid.filter((r) => r.isBreak).map((r) => r.time)).toEqual(["11:15-11:45"]);
    expect(grid[BREAK_SLOT]?.isBreak).toBe(true);
  });
});
