import { describe, expect, it } from "vitest";
import { formatPoints, PENALTIES, scoringRules } from "./scoring";

const table = (course: Parameters<typeof scoringRules>[0]) =>
  Object.fromEntries(scoringRules(course).map((r) => [r.concept, r.points]));

describe("scoringRules", () => {
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
    expect(scoringRules("1-bachillerato").map((r) => [r.concept, r.points])).toEqual([
      ["Participar en clase", 10],
      ["Buen comportamiento en clase", 5],
      ["Proyectos", 30],
      ["Retos", 25],
      ["Blog y Web", 15],
      ["Constancia", 10],
      ["Actitud ejemplar", 15],
    ]);
  });

  it("lists the five penalties for every course", () => {
    expect(PENALTIES.map((p) => p.points)).toEqual([-30, -10, -15, -15, -10]);
  });

  it("writes the sign", () => {
    expect(formatPoints(10)).toBe("+10");
    expect(formatPoints(-15)).toBe("-15");
  });
});
