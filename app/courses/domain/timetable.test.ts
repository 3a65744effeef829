import { describe, expect, it } from "vitest";
import {
  BREAK_SLOT,
  buildTimetableGrid,
  coloursInUse,
  parseTimetableForm,
  TIME_SLOTS,
  timetableCellColour,
} from "./timetable";

describe("timetableCellColour", () => {
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

describe("parseTimetableForm", () => {
  it("keeps the non-empty cells, one entry per line, trimmed", () => {
    const { cells, errors } = parseTimetableForm("clases", {
      "c-0-1": " 2º ESO A \n\n Guardia ",
      "c-6-5": "1º Bach B",
      "c-3-2": "   ",
    });
    expect(errors).toEqual({});
    expect(cells).toEqual([
      { slot: 0, weekday: 1, entries: ["2º ESO A", "Guardia"] },
      { slot: 6, weekday: 5, entries: ["1º Bach B"] },
    ]);
  });

  it("refuses too many lines or too long ones, naming the cell", () => {
    expect(parseTimetableForm("instalaciones", { "c-1-1": "Gimnasio\nPista" }).errors).toEqual({
      "c-1-1": "Una sola línea por casilla.",
    });
    expect(parseTimetableForm("clases", { "c-1-1": "a\nb\nc\nd\ne" }).errors).toEqual({
      "c-1-1": "Como mucho 4 líneas por casilla.",
    });
    expect(parseTimetableForm("clases", { "c-2-3": "x".repeat(61) }).errors["c-2-3"]).toBe(
      "Cada línea puede tener como mucho 60 caracteres.",
    );
  });
});

describe("the legend's colours", () => {
  it("are those the entries use, and the break's", () => {
    const grid = buildTimetableGrid([
      { slot: 0, weekday: 1, entries: ["1º ESO A"] },
      { slot: 1, weekday: 2, entries: ["Guardia", "1º Bach B"] },
    ]);
    expect([...coloursInUse([grid])].sort()).toEqual(["bach", "eso1", "guardia", "recreo"]);
    expect(coloursInUse([grid]).has("eso3")).toBe(false);
  });
});
