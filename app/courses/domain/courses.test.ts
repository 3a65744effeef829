import { describe, expect, it } from "vitest";
import { SAMPLE_COURSES } from "../../../db/seed-data/courses";
import { newCoursesSchema } from "./course-forms";
import {
  courseOrFirst,
  findCourse,
  parseClassLetters,
  pickClass,
  RESERVED_COURSE_SLUGS,
  suggestCourseSlug,
  zoneCardHref,
} from "./courses";

const course = (slug: string) => findCourse(SAMPLE_COURSES, slug)!;

describe("zoneCardHref", () => {
  it("always passes 2º ESO and 1º Bachillerato", () => {
    expect(zoneCardHref(course("2-eso"), "noticias")).toBe("/cursos/noticias?curso=2-eso");
    expect(zoneCardHref(course("2-eso"), "calendario")).toBe("/cursos/calendario?curso=2-eso");
    expect(zoneCardHref(course("2-eso"), "buzon")).toBe("/cursos/buzon-sugerencias?curso=2-eso");
    expect(zoneCardHref(course("1-bachillerato"), "recursos")).toBe("/cursos/recursos?curso=1-bachillerato");
  });

  it("passes 3º ESO on every card, so each page can lead back to the course", () => {
    const eso3 = course("3-eso");
    expect(zoneCardHref(eso3, "noticias")).toBe("/cursos/noticias?curso=3-eso");
    expect(zoneCardHref(eso3, "ranking")).toBe("/cursos/ranking-amigable?curso=3-eso");
    expect(zoneCardHref(eso3, "logros")).toBe("/cursos/rincon-de-logros?curso=3-eso");
    expect(zoneCardHref(eso3, "calendario")).toBe("/cursos/calendario?curso=3-eso");
    expect(zoneCardHref(eso3, "recursos")).toBe("/cursos/recursos?curso=3-eso");
    expect(zoneCardHref(eso3, "buzon")).toBe("/cursos/buzon-sugerencias?curso=3-eso");
  });

  it("sends the course with group progress there instead of the ranking", () => {
    expect(zoneCardHref(course("1-bachillerato"), "ranking")).toBe("/cursos/progreso-grupo?curso=1-bachillerato");
    expect(zoneCardHref(course("2-eso"), "ranking")).toBe("/cursos/ranking-amigable?curso=2-eso");
    expect(zoneCardHref({ slug: "4-eso", zone: "progress" }, "ranking")).toBe("/cursos/progreso-grupo?curso=4-eso");
  });
});

describe("courses and classes", () => {
  it("finds a course by its slug only, among the school's", () => {
    expect(findCourse(SAMPLE_COURSES, "3-eso")?.label).toBe("3º ESO");
    expect(findCourse(SAMPLE_COURSES, "4-eso")).toBeNull();
    expect(findCourse(SAMPLE_COURSES, null)).toBeNull();
    const withFourth = [
      ...SAMPLE_COURSES,
      { slug: "4-eso", label: "4º ESO", classes: ["A"], zone: "ranking" as const },
    ];
    expect(findCourse(withFourth, "4-eso")?.label).toBe("4º ESO");
  });

  it("falls back to the first course whose zone shows the page", () => {
    expect(courseOrFirst(SAMPLE_COURSES, null, "progress")?.slug).toBe("1-bachillerato");
    expect(courseOrFirst(SAMPLE_COURSES, "nada", "ranking")?.slug).toBe("2-eso");
    expect(courseOrFirst(SAMPLE_COURSES, "3-eso", "progress")?.slug).toBe("3-eso");
    expect(courseOrFirst([], null, "ranking")).toBeNull();
  });

  it("keeps a class the course has and falls back to its first", () => {
    const bach = course("1-bachillerato");
    expect(pickClass(bach, "b")).toBe("B");
    expect(pickClass(bach, "C")).toBe("A");
    expect(pickClass(course("2-eso"), "C")).toBe("C");
    expect(pickClass(course("2-eso"), null)).toBe("A");
  });
});

describe("a course the teacher adds", () => {
  it("gets an address suggested from its name", () => {
    expect(suggestCourseSlug("4º ESO")).toBe("4-eso");
    expect(suggestCourseSlug("2º Bachillerato")).toBe("2-bachillerato");
    expect(suggestCourseSlug("  1º de Formación Profesional Básica ")).toBe("1-de-formacion-profesional-basica");
    expect(suggestCourseSlug("ºº")).toBe("");
  });

  it("reads its classes as the teacher types them", () => {
    expect(parseClassLetters("A, B, C")).toEqual(["A", "B", "C"]);
    expect(parseClassLetters("a b c d")).toEqual(["A", "B", "C", "D"]);
    expect(parseClassLetters("A-E")).toEqual(["A", "B", "C", "D", "E"]);
    expect(parseClassLetters("A, A, B")).toEqual(["A", "B"]);
    expect(parseClassLetters("E-A")).toBeNull();
    expect(parseClassLetters("")).toBeNull();
    expect(parseClassLetters("A, B!")).toBeNull();
  });

  it("cannot take an address of the course zone's own pages, nor a name of the blog's filters", () => {
    expect(RESERVED_COURSE_SLUGS).toEqual(
      expect.arrayContaining(["noticias", "calendario", "ranking-amigable", "progreso-grupo", "rincon-de-logros"]),
    );
    expect(RESERVED_COURSE_SLUGS).toEqual(expect.arrayContaining(["todas", "todos"]));
  });
});

describe("several courses pasted at once", () => {
  const read = (courses: string) => newCoursesSchema.safeParse({ courses });
  it("reads each line's name and classes, with or without a colon, ranges with an en dash too", () => {
    const parsed = read("1º ESO A–D\n2º ESO: A, B, C\n\n4º ESO A-B\n1º Bachillerato: A-B");
    expect(parsed.success && parsed.data.courses).toEqual([
      { label: "1º ESO", slug: "1-eso", classes: ["A", "B", "C", "D"] },
      { label: "2º ESO", slug: "2-eso", classes: ["A", "B", "C"] },
      { label: "4º ESO", slug: "4-eso", classes: ["A", "B"] },
      { label: "1º Bachillerato", slug: "1-bachillerato", classes: ["A", "B"] },
    ]);
  });

  it("names the line it cannot read, and refuses a course twice", () => {
    const noClasses = read("1º ESO A-D\nBachillerato");
    expect(noClasses.success ? null : noClasses.error.issues[0]?.message).toBe(
      "«Bachillerato»: escribe el curso y sus clases, así: 1º ESO: A-D (o 4º ESO: A, B).",
    );
    const twice = read("1º ESO: A\n1º ESO: B");
    expect(twice.success ? null : twice.error.issues[0]?.message).toBe(
      "«1º ESO» está repetido o no puede ser un curso: cámbiale el nombre.",
    );
  });
});
