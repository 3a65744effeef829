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

export function courseByLabel(label: string): Course | null {
  return COURSES.find((c) => c.label === label) ?? null;
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

/** 3º ESO passes its course only to these cards; 2º ESO and 1º Bachillerato to all of them. */
const THIRD_ESO_COURSE_CARDS: ZoneCard[] = ["noticias", "ranking", "logros"];

/**
 * Where a card of the 'Zona Interactiva del Curso' leads: 1º Bachillerato has group progress
 * instead of the ranking; the course is added as the spec passes it.
 */
export function zoneCardHref(course: CourseSlug, card: ZoneCard): string {
  const path = card === "ranking" && course === "1-bachillerato" ? "/cursos/progreso-grupo" : CARD_PATHS[card];
  const passCourse = course !== "3-eso" || THIRD_ESO_COURSE_CARDS.includes(card);
  return passCourse ? `${path}?${COURSE_PARAM}=${course}` : path;
}
