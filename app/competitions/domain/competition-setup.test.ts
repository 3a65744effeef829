import { describe, expect, it } from "vitest";
import { drawGroups, planCompetitionSetup, readTeamLines } from "./competition-setup";

const eight = ["Rayo", "Leones", "Tigres", "Halcones", "Pumas", "Linces", "Osos", "Lobos"];

describe("a competition set up in one form", () => {
  it("reads pasted teams: one a line, or in the groups the paste names", () => {
    expect(readTeamLines("Rayo\n\n  Leones \r\nTigres")).toEqual({ teams: ["Rayo", "Leones", "Tigres"], courses: {} });
    expect(readTeamLines("Grupo A\nRayo\nLeones\ngrupo b: Tigres, Halcones")).toEqual({
      groups: [
        { label: "Grupo A", teams: ["Rayo", "Leones"] },
        { label: "Grupo B", teams: ["Tigres", "Halcones"] },
      ],
      courses: {},
    });
  });

  it("reads a spreadsheet's range by its titles: groups, teams and their class, never the titles as a team", () => {
    // Once: «Grupo E (9)» with a team «quipo», and «Los Rayos 2º ESO A» as a name.
    expect(
      readTeamLines(
        "Grupo\tEquipo\tCurso\nA\tLos Rayos\t2º ESO A\nA\tCobras\t2º ESO B\nGrupo B\tLeones\t\nB\tÁguilas\t3º ESO A",
      ),
    ).toEqual({
      groups: [
        { label: "Grupo A", teams: ["Los Rayos", "Cobras"] },
        { label: "Grupo B", teams: ["Leones", "Águilas"] },
      ],
      courses: { "Los Rayos": "2º ESO A", Cobras: "2º ESO B", Águilas: "3º ESO A" },
    });
    // The titles in another order, a column not kept, no group: one list to draw.
    expect(readTeamLines("Equipo\tCurso\tDelegado\nLos Rayos\t2º ESO A\tAna\nCobras\t2º ESO B\tLuis")).toEqual({
      teams: ["Los Rayos", "Cobras"],
      courses: { "Los Rayos": "2º ESO A", Cobras: "2º ESO B" },
    });
    // A one-column titles line is not a team.
    expect(readTeamLines("Equipos\nRayo\nLeones")).toEqual({ teams: ["Rayo", "Leones"], courses: {} });
    expect(readTeamLines("Los Rayos\t2º ESO A\nCobras\t2º ESO B")).toEqual({
      error:
        "La línea 1 tiene varias columnas: pega también la fila de títulos (Grupo, Equipo, Curso) o solo la columna de los equipos.",
    });
    expect(readTeamLines("Grupo\tCurso\nA\t2º ESO A")).toEqual({
      error: "La fila de títulos no tiene la columna «Equipo».",
    });
    expect(readTeamLines("Grupo\tEquipo\nZ\tRayo")).toEqual({
      error: "Línea 2: «Z» no es un grupo (escribe A, B… o Grupo A).",
    });
  });

  it("says what to fix: a team outside any group, a team twice, a group of one, nothing typed", () => {
    expect(readTeamLines("Rayo\nGrupo A: Leones, Tigres")).toEqual({
      error: "«Rayo» no está en ningún grupo: empieza con la línea de su grupo («Grupo A»), o no pongas grupos.",
    });
    expect(readTeamLines("Rayo\nrayo")).toEqual({ error: "«rayo» está dos veces." });
    expect(readTeamLines("Grupo A: Rayo, Leones\nGrupo B: Tigres")).toEqual({
      error: "Grupo B necesita al menos 2 equipos.",
    });
    expect(readTeamLines(" \n")).toEqual({ error: "Escribe los equipos, uno por línea." });
  });

  it("draws the same groups for the same seed, every team once, sizes within one", () => {
    const first = drawGroups(eight, 3, 42);
    expect(drawGroups(eight, 3, 42)).toEqual(first);
    expect(first.map((g) => g.label)).toEqual(["Grupo A", "Grupo B", "Grupo C"]);
    expect(first.map((g) => g.teams.length)).toEqual([3, 3, 2]);
    expect(first.flatMap((g) => g.teams).sort()).toEqual([...eight].sort());
    expect(drawGroups(eight, 3, 43)).not.toEqual(first);
  });

  it("plans 8 teams in 2 drawn groups with their round robins on school days, sharing one pitch", () => {
    const plan = planCompetitionSetup(
      {
        teams: eight.join("\n"),
        groupCount: 2,
        seed: 7,
        fixtures: { start: "2027-01-11", time: "11:15", courts: 1, homeAndAway: false },
      },
      ["2027-01-12"],
    );
    if ("error" in plan) throw new Error(plan.error);
    expect(plan.groups.map((g) => g.teams.length)).toEqual([4, 4]);
    expect(plan.matches).toHaveLength(12);
    // One pitch: one match a school day, never on the closed day nor at a weekend.
    const days = plan.matches.map((m) => m.date);
    expect(new Set(days).size).toBe(12);
    expect(days).not.toContain("2027-01-12");
    expect(days.every((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))).toBe(true);
    expect(days).toEqual([...days].sort());
  });

  it("refuses more groups than pairs of teams, and makes no matches when asked for none", () => {
    expect(planCompetitionSetup({ teams: "A1\nB1\nC1", groupCount: 2, seed: 1, fixtures: null }, [])).toEqual({
      error: "Con 3 equipos cabe como mucho un grupo (2 equipos por grupo).",
      field: "groupCount",
    });
    const plan = planCompetitionSetup(
      { teams: "Grupo A: A1, A2\nGrupo B: B1, B2", groupCount: 1, seed: 1, fixtures: null },
      [],
    );
    expect(plan).toEqual({
      groups: [
        { code: "A", label: "Grupo A", teams: ["A1", "A2"] },
        { code: "B", label: "Grupo B", teams: ["B1", "B2"] },
      ],
      drawn: false,
      courses: {},
      matches: [],
    });
  });
});
