/**
 * The three courses of the course zone (spec 001 §2, §9). The course travels in the URL
 * (`?curso=2-eso`) instead of the original's navigation state, so a reload or a shared link keeps
 * it (DESIGN.md: where the code shows a better way).
 */
export const COURSES = [
  { slug: "2-eso", label: "2º ESO", classes: ["A", "B", "C"] },
  { slug: "3-eso", label: "3º ESO", classes: ["A", "B", "C"] },
  { slug: "1-bachillerato", label: "1º Bachillerato", classes: ["A", "B"] },
] as const;

export type Course = (typeof COURSES)[number];
export type CourseSlug = Course["slug"];
export type CourseLabel = Course["label"];

export const COURSE_LABELS = COURSES.map((c) => c.label) as CourseLabel[];
export const COURSE_PARAM = "curso";
export const CLASS_PARAM = "clase";

export function findCourse(slug: string | null | undefined): Course | null {
  return COURSES.find((c) => c.slug === slug) ?? null;
}

/** The class asked for if the course has it, otherwise the course's first class. */
export function pickClass(course: Course, requested: string | null | undefined): string {
  const letter = (requested ?? "").toUpperCase();
  return (course.classes as readonly string[]).includes(letter) ? letter : course.classes[0];
}

export type ZoneCard = "noticias" | "calendario" | "recursos" | "ranking" | "buzon" | "logros";

const CARD_PATHS: Record<ZoneCard, string> = {
  noticias: "/cursos/noticias",
  calendario: "/cursos/calendario",
  recursos: "/cursos/recursos",
  ranking: "/cursos/ranking-amigable",
  buzon: "/cursos/buzon-sugerencias",
  logros: "/cursos/rincon-de-logros",
};

/**
 * Where a card of the 'Zona Interactiva del Curso' leads: 1º Bachillerato has group progress
 * instead of the ranking. Every card carries the course (the original left it off three of 3º
 * ESO's cards, whose pages then lost their way back to the course).
 */
export function zoneCardHref(course: CourseSlug, card: ZoneCard): string {
  const path = card === "ranking" && course === "1-bachillerato" ? "/cursos/progreso-grupo" : CARD_PATHS[card];
  return `${path}?${COURSE_PARAM}=${course}`;
}
