import { slugFromName } from "~/platform/domain/slugs";
/**
 * The courses of the course zone are the teacher's: rows of `courses`,
 * added, renamed, reordered and retired in /admin/cursos. The course travels in the URL
 * (`?curso=2-eso`) instead of the original's navigation state, so a reload or a shared link keeps
 * it (where the code shows a better way).
 */
export type CourseZone = "ranking" | "progress";

export type Course = {
  /** Its address, `/cursos/<slug>`, and its key in `?curso=`. */
  slug: string;
  label: string;
  /** Its classes' letters, in order ('A', 'B', 'C'). */
  classes: string[];
  /** The fourth card of its zone: the friendly ranking or the group progress. */
  zone: CourseZone;
};

export type CourseSlug = Course["slug"];
export type CourseLabel = Course["label"];

export const COURSE_PARAM = "curso";
export const CLASS_PARAM = "clase";

export function findCourse(courses: readonly Course[], slug: string | null | undefined): Course | null {
  return courses.find((c) => c.slug === slug) ?? null;
}

/** The course asked for in the URL, else the first one with that zone (else the first course). */
export function courseOrFirst(courses: readonly Course[], slug: string | null | undefined, zone?: CourseZone) {
  return findCourse(courses, slug) ?? courses.find((c) => !zone || c.zone === zone) ?? courses[0] ?? null;
}

/** The class asked for if the course has it, otherwise the course's first class. */
export function pickClass(course: Course, requested: string | null | undefined): string {
  const letter = (requested ?? "").toUpperCase();
  return course.classes.includes(letter) ? letter : (course.classes[0] ?? "A");
}

/** The course labels a form's select offers, as options. */
export const courseOptions = (courses: readonly Pick<Course, "label">[]) =>
  courses.map(({ label }) => ({ value: label, label }));

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
 * Addresses a course cannot take: the course zone's own pages under /cursos/, and the blog's two
 * filters that are not a course (`?categoria=todas`, `?categoria=todos`), whose names a course's
 * filter would share.
 */
export const BLOG_FILTER_SLUGS = ["todas", "todos"];
export const RESERVED_COURSE_SLUGS = [
  ...Object.values(CARD_PATHS).map((path) => path.replace("/cursos/", "")),
  "progreso-grupo",
  ...BLOG_FILTER_SLUGS,
];

/**
 * Where a card of the 'Zona Interactiva del Curso' leads: a course with group progress (1º
 * Bachillerato in the sample school) has it instead of the ranking. Every card carries the course
 * (the original left it off three of 3º ESO's cards, whose pages then lost their way back to the course).
 */
export function zoneCardHref(course: Pick<Course, "slug" | "zone">, card: ZoneCard): string {
  const path = card === "ranking" && course.zone === "progress" ? "/cursos/progreso-grupo" : CARD_PATHS[card];
  return `${path}?${COURSE_PARAM}=${course.slug}`;
}

/** An address suggested from a course's name: «4º ESO» → «4-eso», «2º Bachillerato» → «2-bachillerato». */
export const suggestCourseSlug = (label: string) => slugFromName(label, 40);

/**
 * A course's classes as the teacher types them: «A, B, C», «A B C D» or a range «A-E». Letters
 * (or short names) in upper case, each once, in the order given; null when nothing usable is typed.
 */
export function parseClassLetters(text: string): string[] | null {
  const trimmed = text.trim().toUpperCase();
  const range = /^([A-Z])\s*[-–]\s*([A-Z])$/.exec(trimmed);
  if (range) {
    const [from, to] = [range[1]!.charCodeAt(0), range[2]!.charCodeAt(0)];
    if (to < from) return null;
    return Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
  }
  const letters = trimmed.split(/[\s,;]+/).filter(Boolean);
  if (letters.length === 0 || letters.some((letter) => !/^[A-Z0-9]{1,8}$/.test(letter))) return null;
  return [...new Set(letters)];
}

/**
 * What a closed school year keeps of the courses: achievements and course news (public), and the
 * gated lists with pupils' names (the ranking and the group progress: in the teacher's export, never
 * on a public page).
 */
export type ArchivedCourses = {
  achievements: { course: string; className: string | null; title: string }[];
  courseNews: { course: string; title: string; content: string; type: string; createdAt: string }[];
  ranking: { course: string; classLetter: string; rank: number; name: string; points: string; badges: string[] }[];
  progress: { classLetter: string; rank: number; name: string; progress: number; special: string | null }[];
};
