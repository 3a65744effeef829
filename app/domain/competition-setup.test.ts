import { describe, expect, it } from "vitest";
import { drawGroups, planCompetitionSetup, readTeamLines } from "./competition-setup";

const eight = ["Rayo", "Leones", "Tigres", "Halcones", "Pumas", "Linces", "Osos", "Lobos"];

describe("a competition set up in one form", () => {
  it("reads pasted teams: one a line, or in the groups the paste names", () => {
    expect(readTeamLines("Rayo\n\n  Leones \r\nTigres")).toEqual({ teams: ["Rayo", "Leones", "Tigres"] });
    expect(readTeamLines("Grupo A\nRayo\nLeones\ngrupo b: Tigres, Halcones")).toEqual({
      groups: [
        { label: "Grupo A", teams: ["Rayo", "Leones"] },
        { label: "Grupo B", teams: ["Tigres", "Halcones"] },
      ],
    });
  });

  it("says what to fix: a team outside any group, a team twice, a group of one, nothing typed", () => {
    expect(readTeamLines("Rayo\nGrupo A: Leones, Tigres")).toEqual({ error: "«Rayo» no está en ningún grupo: empieza con la línea de su grupo («Grupo A»), o no pongas grupos." });
    expect(readTeamLines("Rayo\nrayo")).toEqual({ error: "«rayo» está dos veces." });
    expect(readTeamLines("Grupo A: Rayo, Leones\nGrupo B: Tigres")).toEqual({ error: "Grupo B necesita al menos 2 equipos." });
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
    const plan = planCompetitionSetup({ teams: eight.join("\n"), groupCount: 2, seed: 7, fixtures: { start: "2027-01-11", time: "11:15", courts: 1, homeAndAway: false } }, ["2027-01-12"]);
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
    expect(planCompetitionSetup({ teams: "A1\nB1\nC1", groupCount: 2, seed: 1, fixtures: null }, [])).toEqual({ error: "Con 3 equipos cabe como mucho un grupo (2 equipos por grupo).", field: "groupCount" });
    const plan = planCompetitionSetup({ teams: "Grupo A: A1, A2\nGrupo B: B1, B2", groupCount: 1, seed: 1, fixtures: null }, []);
    expect(plan).toEqual({
      groups: [
        { code: "A", label: "Grupo A", teams: ["A1", "A2"] },
        { code: "B", label: "Grupo B", teams: ["B1", "B2"] },
      ],
      matches: [],
    });
  });
});
