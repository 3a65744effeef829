import { describe, expect, it } from "vitest";
import { bigScreenSlides } from "./big-screen";
import type { CompetitionMatch } from "./competition-page";
import type { StandingRow } from "./standings";

const match = (id: number, day: string | null, played: boolean): CompetitionMatch => ({
  id,
  groupId: 1,
  team1: `A${id}`,
  team2: `B${id}`,
  team1Score: played ? 2 : null,
  team2Score: played ? 1 : null,
  date: day ?? "Por determinar",
  day,
  time: "11:15",
  location: null,
  played,
  penalties: null,
  knockout: false,
});
const row = (name: string): StandingRow => ({
  id: 1,
  name,
  course: null,
  position: 1,
  pj: 1,
  v: 1,
  e: 0,
  d: 0,
  pf: 2,
  pc: 1,
  dp: 1,
  pts: 3,
});

describe("bigScreenSlides", () => {
  const groups = [
    { id: 1, code: "A", label: "Grupo A", shownSeparately: false, standings: [row("Leones")] },
    { id: 2, code: "B", label: "Grupo B", shownSeparately: false, standings: [row("Tigres")] },
  ];

  it("shows today's matches, the newest results first, and one table per group", () => {
    const matches = [
      match(1, "2026-11-20", true),
      match(2, "2026-11-24", true),
      match(3, "2026-11-26", false),
      match(4, "2026-11-27", false),
    ];
    const slides = bigScreenSlides({ groups, matches }, "2026-11-26");
    expect(slides.map((s) => s.title)).toEqual([
      "Partidos de hoy",
      "Últimos resultados",
      "Clasificación · Grupo A",
      "Clasificación · Grupo B",
    ]);
    expect(slides[0]!.kind === "matches" && slides[0]!.matches.map((m) => m.id)).toEqual([3]);
    expect(slides[1]!.kind === "results" && slides[1]!.matches.map((m) => m.id)).toEqual([2, 1]);
  });

  it("without matches today, the next ones; without results, no results slide", () => {
    const slides = bigScreenSlides(
      { groups: groups.slice(0, 1), matches: [match(5, "2026-12-01", false), match(6, null, false)] },
      "2026-11-26",
    );
    expect(slides.map((s) => s.title)).toEqual(["Próximos partidos", "Clasificación"]);
    expect(slides[0]!.kind === "matches" && slides[0]!.matches.map((m) => m.id)).toEqual([5, 6]);
  });

  it("shows a knockout's bracket after the day's matches: its rounds in order, each tie with its match once known, and the champion", () => {
    const semifinal = {
      ...match(7, "2026-11-24", true),
      team1Score: 2,
      team2Score: 2,
      penalties: { team1: 4, team2: 3 },
      knockout: true,
    };
    const tie = (code: string, round: "semifinal" | "final", matchId: number | null, winner: string | null) => ({
      code,
      round,
      label: code,
      home: matchId ? "Leones" : null,
      away: matchId ? "Cobras" : null,
      homeFrom: matchId ? null : { winner: true, of: "Semifinal 1" },
      awayFrom: matchId ? null : { winner: true, of: "Semifinal 2" },
      date: "Martes, 24 de noviembre de 2026",
      time: "11:15",
      location: null,
      matchId,
      winner,
    });
    const knockout = { ties: [tie("F", "final", null, null), tie("SF1", "semifinal", 7, "Leones")], champion: null };
    const slides = bigScreenSlides(
      { groups: groups.slice(0, 1), matches: [semifinal, match(8, "2026-11-26", false)], knockout },
      "2026-11-26",
    );
    expect(slides.map((s) => s.title)).toEqual([
      "Partidos de hoy",
      "Fase final",
      "Últimos resultados",
      "Clasificación",
    ]);
    const bracket = slides[1]!;
    if (bracket.kind !== "bracket") throw new Error("not the bracket");
    expect(bracket.rounds.map((r) => [r.round, r.ties.map((t) => [t.tie.code, t.match?.penalties ?? null])])).toEqual([
      ["semifinal", [["SF1", { team1: 4, team2: 3 }]]],
      ["final", [["F", null]]],
    ]);
    // No knockout (or none drawn): no bracket slide.
    expect(
      bigScreenSlides({ groups, matches: [semifinal], knockout: { ties: [], champion: null } }, "2026-11-26").some(
        (s) => s.kind === "bracket",
      ),
    ).toBe(false);
  });
});
