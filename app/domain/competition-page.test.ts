import { describe, expect, it } from "vitest";
import { teamsToFollow } from "./competition-page";
import type { StandingRow } from "./standings";

const row = (id: number, name: string): StandingRow => ({ id, name, course: null, position: 1, pj: 0, v: 0, e: 0, d: 0, pf: 0, pc: 0, dp: 0, pts: 0 });

describe("teamsToFollow", () => {
  it("lists every group's teams in Spanish alphabetical order, accents where a reader expects them", () => {
    const groups = [
      { id: 1, code: "A", label: "Grupo A", shownSeparately: false, standings: [row(1, "Zamora"), row(2, "Ñandúes")] },
      { id: 2, code: "B", label: "Grupo B", shownSeparately: true, standings: [row(3, "Burgos"), row(4, "Ávila"), row(5, "Nazaríes")] },
    ];
    expect(teamsToFollow(groups)).toEqual([
      { id: 4, name: "Ávila" },
      { id: 3, name: "Burgos" },
      { id: 5, name: "Nazaríes" },
      { id: 2, name: "Ñandúes" },
      { id: 1, name: "Zamora" },
    ]);
    expect(teamsToFollow([])).toEqual([]);
  });
});
