import { describe, expect, it } from "vitest";
import type { CompetitionPageData } from "~/competitions/domain/competition-page";
import {
  archiveTable,
  championsOf,
  closeSchoolYearSchema,
  parseArchiveFileName,
  publicPartOf,
  type YearArchive,
} from "./school-years";
import { isSchoolYearId, nextSchoolYear } from "./school-calendar";

const row = (name: string, position: number, pts: number) => ({
  id: position,
  name,
  course: null,
  position,
  pj: 1,
  v: pts ? 1 : 0,
  e: 0,
  d: pts ? 0 : 1,
  pf: pts ? 2 : 0,
  pc: pts ? 0 : 2,
  dp: pts ? 2 : -2,
  pts,
});
const match = (id: number, played: boolean, extra: Partial<CompetitionPageData["matches"][number]> = {}) => ({
  id,
  groupId: 1,
  team1: "Rojo",
  team2: "Azul",
  team1Score: played ? 2 : null,
  team2Score: played ? 0 : null,
  date: "Lunes, 11 de enero de 2027",
  day: "2027-01-11",
  time: "11:15",
  location: null,
  played,
  penalties: null,
  knockout: false,
  ...extra,
});
const competition = (slug: string, parts: Partial<CompetitionPageData>): CompetitionPageData => ({
  competition: { slug, name: slug.toUpperCase(), sport: "futbol", position: 0, tournament: "torneo" },
  groups: [
    { id: 1, code: "A", label: "Grupo A", shownSeparately: false, standings: [row("Rojo", 1, 3), row("Azul", 2, 0)] },
  ],
  matches: [match(1, true)],
  knockout: null,
  ...parts,
});
const archive = (competitions: CompetitionPageData[]): YearArchive => ({
  year: "2025-2026",
  closedAt: "2026-06-30T10:00:00.000Z",
  competitions,
  league: [{ name: "Los Rápidos", captain: "Ana", sport: "Fútbol Sala", members: ["Ana", "Luis"] }],
  achievements: [],
  courseNews: [],
  newsItems: [],
  blogPosts: [],
  ranking: [{ course: "2º ESO", classLetter: "A", rank: 1, name: "=Ana", points: "90", badges: ["web"] }],
  progress: [],
});

describe("school year names", () => {
  it("knows a year by two consecutive years, and the next one", () => {
    expect(isSchoolYearId("2025-2026")).toBe(true);
    for (const bad of ["2025-2027", "2025/2026", "25-26", "2025-2026 "]) expect(isSchoolYearId(bad)).toBe(false);
    expect(nextSchoolYear("2025-2026")).toBe("2026-2027");
    expect(nextSchoolYear("2099-2100")).toBe("2100-2101");
    expect(() => nextSchoolYear("2025")).toThrow();
  });
});

describe("championsOf", () => {
  it("takes a bracket's champion, or the one team alone on top of a finished single table; none otherwise", () => {
    const knockout = { ties: [], champion: "Verde" };
    expect(
      championsOf(
        archive([
          competition("copa", { knockout }),
          competition("liga", {}),
          competition("sin-acabar", { matches: [match(1, true), match(2, false)] }),
          competition("empatados", {
            groups: [
              {
                id: 1,
                code: "A",
                label: "A",
                shownSeparately: false,
                standings: [row("Rojo", 1, 3), row("Azul", 1, 3)],
              },
            ],
          }),
          competition("bracket-sin-final", { knockout: { ties: [], champion: null } }),
        ]),
      ).map((c) => `${c.slug}: ${c.champion}`),
    ).toEqual(["copa: Verde", "liga: Rojo"]);
  });
});

describe("the archive's public part and export", () => {
  it("leaves the gated lists out of what the public pages get", () => {
    const whole = archive([]);
    expect(publicPartOf(whole)).not.toHaveProperty("ranking");
    expect(publicPartOf(whole)).not.toHaveProperty("progress");
    expect(publicPartOf(whole).league).toEqual(whole.league);
  });

  it("writes each list as rows for a spreadsheet, knockout matches named by their tie", () => {
    const ko = competition("copa", {
      matches: [
        match(1, true),
        match(2, true, {
          groupId: null,
          knockout: true,
          team1Score: 1,
          team2Score: 1,
          penalties: { team1: 4, team2: 3 },
        }),
      ],
      knockout: {
        ties: [
          {
            code: "F",
            round: "final",
            label: "Final",
            home: "Rojo",
            away: "Azul",
            homeFrom: null,
            awayFrom: null,
            date: "",
            time: null,
            location: null,
            matchId: 2,
            winner: "Rojo",
          },
        ],
        champion: "Rojo",
      },
    });
    expect(archiveTable(archive([ko]), "partidos").rows).toEqual([
      ["COPA", "Grupo A", "Rojo", "Azul", 2, 0, null, null, "2027-01-11", "11:15", null],
      ["COPA", "Final", "Rojo", "Azul", 1, 1, 4, 3, "2027-01-11", "11:15", null],
    ]);
    expect(archiveTable(archive([ko]), "clasificaciones").rows[0]).toEqual([
      "COPA",
      "Grupo A",
      1,
      "Rojo",
      1,
      1,
      0,
      0,
      2,
      0,
      2,
      3,
    ]);
    expect(archiveTable(archive([]), "ranking")).toEqual({
      header: ["Curso", "Clase", "Puesto", "Nombre", "Puntos", "Insignias"],
      rows: [["2º ESO", "A", 1, "=Ana", "90", "web"]],
    });
    expect(archiveTable(archive([]), "liga").rows).toEqual([["Los Rápidos", "Fútbol Sala", "Ana", "Ana, Luis"]]);
  });
});

describe("closeSchoolYearSchema", () => {
  const fields = {
    year: "2025-2026",
    understood: "on",
    "course:2-eso": "clave-2eso",
    "course:3-eso": "clave-3eso",
    "course:1-bachillerato": "clave-1bach",
  };
  it("needs the confirmation and three passwords of 6 characters or more", () => {
    expect(closeSchoolYearSchema.parse(fields)).toMatchObject({ year: "2025-2026", keepCompetitions: false });
    expect(closeSchoolYearSchema.safeParse({ ...fields, understood: undefined }).error?.issues[0]?.message).toBe(
      "Marca la casilla para confirmar que quieres cerrar el curso.",
    );
    expect(closeSchoolYearSchema.safeParse({ ...fields, "course:3-eso": "corta" }).error?.issues[0]?.message).toBe(
      "La contraseña debe tener al menos 6 caracteres.",
    );
    expect(closeSchoolYearSchema.safeParse({ ...fields, year: "2025-2027" }).error?.issues[0]?.message).toBe(
      "Curso no válido.",
    );
  });
});

describe("parseArchiveFileName", () => {
  it("reads the whole year's JSON and one list's CSV, and nothing else", () => {
    expect(parseArchiveFileName("2025-2026.json")).toEqual({ year: "2025-2026", format: "json" });
    expect(parseArchiveFileName("2025-2026-partidos.csv")).toEqual({
      year: "2025-2026",
      format: "csv",
      table: "partidos",
    });
    expect(parseArchiveFileName("2025-2026.csv")).toBeNull();
    expect(parseArchiveFileName("2025-2026-partidos.json")).toBeNull();
    expect(parseArchiveFileName("2025-2026-alumnos.csv")).toBeNull();
    expect(parseArchiveFileName("../2025-2026.json")).toBeNull();
  });
});
