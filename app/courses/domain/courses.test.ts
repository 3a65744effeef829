import { describe, expect, it } from "vitest";
import { findCourse, pickClass, zoneCardHref } from "./courses";

describe("zoneCardHref", () => {
  it("always passes 2º ESO and 1º Bachillerato", () => {
    expect(zoneCardHref("2-eso", "noticias")).toBe("/cursos/noticias?curso=2-eso");
    expect(zoneCardHref("2-eso", "calendario")).toBe("/cursos/calendario?curso=2-eso");
    expect(zoneCardHref("2-eso", "buzon")).toBe("/cursos/buzon-sugerencias?curso=2-eso");
    expect(zoneCardHref("1-bachillerato", "recursos")).toBe("/cursos/recursos?curso=1-bachillerato");
  });

  it("passes 3º ESO on every card, so each page can lead back to the course", () => {
    expect(zoneCardHref("3-eso", "noticias")).toBe("/cursos/noticias?curso=3-eso");
    expect(zoneCardHref("3-eso", "ranking")).toBe("/cursos/ranking-amigable?curso=3-eso");
    expect(zoneCardHref("3-eso", "logros")).toBe("/cursos/rincon-de-logros?curso=3-eso");
    expect(zoneCardHref("3-eso", "calendario")).toBe("/cursos/calendario?curso=3-eso");
    expect(zoneCardHref("3-eso", "recursos")).toBe("/cursos/recursos?curso=3-eso");
    expect(zoneCardHref("3-eso", "buzon")).toBe("/cursos/buzon-sugerencias?curso=3-eso");
  });

  it("sends 1º Bachillerato to group progress instead of the ranking", () => {
    expect(zoneCardHref("1-bachillerato", "ranking")).toBe("/cursos/progreso-grupo?curso=1-bachillerato");
    expect(zoneCardHref("2-eso", "ranking")).toBe("/cursos/ranking-amigable?curso=2-eso");
  });
});

describe("courses and classes", () => {
  it("finds a course by its slug only", () => {
    expect(findCourse("3-eso")?.label).toBe("3º ESO");
    expect(findCourse("4-eso")).toBeNull();
    expect(findCourse(null)).toBeNull();
  });

  it("keeps a class the course has and falls back to its first", () => {
    const bach = findCourse("1-bachillerato")!;
    expect(pickClass(bach, "b")).toBe("B");
    expect(pickClass(bach, "C")).toBe("A");
    expect(pickClass(findCourse("2-eso")!, "C")).toBe("C");
    expect(pickClass(findCourse("2-eso")!, null)).toBe("A");
  });
});
