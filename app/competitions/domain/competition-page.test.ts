import { describe, expect, it } from "vitest";
import { orderFollowedMatches, teamsToFollow } from "./competition-page";
import type { StandingRow } from "./standings";

const row = (id: number, name: string): StandingRow => ({
  id,
  name,
  course: null,
  position: 1,
  pj: 0,
  v: 0,
  e: 0,
  d: 0,
  pf: 0,
  pc: 0,
  dp: 0,
  pts: 0,
});

describe("teamsToFollow", () => {
  it("lists every group's teams in Spanish alphabetical order, accents where a reader expects them", () => {
    const groups = [
      { id: 1, code: "A", label: "Grupo A", shownSeparately: false, standings: [row(1, "Zamora"), row(2, "Ñandúes")] },
      {
        id: 2,
        code: "B",
        label: "Grupo B",
        shownSeparately: true,
        standings: [row(3, "Burgos"), row(4, "Ávila"), row(5, "Nazaríes")],
      },
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

describe("orderFollowedMatches", () => {
  const match = (id: number, day: string | null, played: boolean, time: string | null = "11:15") => ({
    id,
    day,
    time,
    played,
  });
  it("puts the next match first, then the rest to play, then the played ones newest first", () => {
    const { matches, nextId } = orderFollowedMatches([
      match(1, "2027-01-11", true),
      match(2, "2027-01-25", false),
      match(3, null, false),
      match(4, "2027-01-18", false, "10:30"),
      match(5, "2027-01-13", true),
    ]);
    expect(matches.map((m) => m.id)).toEqual([4, 2, 3, 5, 1]);
    expect(nextId).toBe(4);
  });

  it("marks none when every match was played", () => {
    expect(orderFollowedMatches([match(1, "2027-01-11", true)]).nextId).toBeNull();
  });
});
