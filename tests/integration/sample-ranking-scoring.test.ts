import { describe, expect, it } from "vitest";
import { sampleRankingScoring } from "../../db/seed-data/ranking-scoring";
import { SEED_PAGES } from "../../db/seed-data/pages";
import { formatPoints, rankingScoring } from "../../app/courses/domain/ranking-scoring";
import { completePageDocument } from "../../app/pages/domain/page-documents";
import { COURSE_FIELDS, type CourseDocument } from "../../app/pages/copy/page-editors";
import { newCoursePage } from "../../db/seed-data/pages";

const table = (course: Parameters<typeof sampleRankingScoring>[0]) =>
  Object.fromEntries(sampleRankingScoring(course).earn.map((r) => [r.concept, r.points]));

/** What a course page's document says its ranking's tables are, as the ranking page shows them. */
const shownTables = (document: unknown) =>
  rankingScoring((completePageDocument(COURSE_FIELDS, document) as CourseDocument).scoring);

describe("the sample school's ranking points (its seed, in its course pages)", () => {
  it("gives 2º ESO its own +5 for the break and Masterchef4life, not Desafío Xacobeo", () => {
    const t = table("2-eso");
    expect(t["Disfrutar del recreo"]).toBe(5);
    expect(t["Masterchef4life"]).toBe(30);
    expect(t["Desafío Xacobeo"]).toBeUndefined();
  });

  it("gives 3º ESO Desafío Xacobeo, not Masterchef4life nor the break", () => {
    const t = table("3-eso");
    expect(t["Desafío Xacobeo"]).toBe(30);
    expect(t["Masterchef4life"]).toBeUndefined();
    expect(t["Disfrutar del recreo"]).toBeUndefined();
  });

  it("has the shared ESO values of the spec", () => {
    for (const course of ["2-eso", "3-eso"] as const) {
      expect(table(course)).toMatchObject({
        "Participar en clase": 10,
        "Buen comportamiento en clase": 5,
        "Health Leaders": 30,
        "Guardianes del recreo": 30,
        "Cimas contra el cáncer": 30,
        "Olimpiada Escolar": 25,
        "Carrera Plogging": 25,
        "Sombras y Brillo": 40,
        "+Deporte": 10,
        "Investiga y Descubre": 15,
        "Campeonato del recreo": 5,
        "Comentario en el blog": 5,
        Constancia: 10,
        "Actitud ejemplar": 15,
      });
    }
  });

  it("has the 1º Bachillerato table", () => {
    expect(sampleRankingScoring("1-bachillerato").earn.map((r) => [r.concept, r.points])).toEqual([
      ["Participar en clase", 10],
      ["Buen comportamiento en clase", 5],
      ["Proyectos", 30],
      ["Retos", 25],
      ["Blog y Web", 15],
      ["Constancia", 10],
      ["Actitud ejemplar", 15],
    ]);
  });

  it("shows the five penalties of every sample course as points taken away, with their sign", () => {
    for (const key of ["curso-2-eso", "curso-3-eso", "curso-1-bachillerato"])
      expect(shownTables(SEED_PAGES[key])?.lose.map((p) => formatPoints(p.points))).toEqual([
        "-30",
        "-10",
        "-15",
        "-15",
        "-10",
      ]);
    expect(formatPoints(10)).toBe("+10");
  });

  it("gives a course the teacher adds no table of the sample's: none is shown until the teacher writes one", () => {
    expect(shownTables(newCoursePage("1º ESO"))).toBeNull();
  });
});
