import { select, text } from "~/platform/domain/field-kit";
import { isSlug } from "~/platform/domain/slugs";
import { z } from "~/platform/domain/zod";
import { BLOG_FILTER_SLUGS, parseClassLetters, RESERVED_COURSE_SLUGS, suggestCourseSlug } from "./courses";

/**
 * The forms of /admin/cursos: a course's name, classes and zone card; a new one's
 * address and first password. The model checks what only the database knows (a name or an address
 * taken, the one course with group progress).
 */
export const COURSE_ZONES = [
  { value: "ranking", label: "Ranking amigable" },
  { value: "progress", label: "Progreso del grupo" },
] as const;

const classes = () =>
  text("Clases", 60, { say: "las clases", hint: "Separadas por comas (A, B, C) o un intervalo (A-D)" }).transform(
    (value, ctx) => {
      const letters = parseClassLetters(value);
      if (letters && letters.length <= 12) return letters;
      ctx.addIssue({ code: "custom", message: "Escribe las clases así: A, B, C o A-D (12 como mucho)." });
      return z.NEVER;
    },
  );

export const courseSchema = z.object({
  label: text("Nombre", 40, { say: "el nombre del curso", hint: "Como lo leen las familias: 4º ESO" }),
  classes: classes(),
  zone: select("Cuarta tarjeta de su zona", COURSE_ZONES, { choose: "qué muestra la cuarta tarjeta" }),
});

const PASSWORD_MIN = 6;

/** A new course: its address (suggested from its name when left empty) and its first password. */
export const newCourseSchema = courseSchema
  .extend({
    slug: z
      .string()
      .optional()
      .transform((v) => (v ?? "").trim().toLowerCase()),
    password: z
      .string({ message: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.` })
      .trim()
      .min(PASSWORD_MIN, `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`)
      .max(200, "La contraseña no puede superar 200 caracteres."),
  })
  .transform((value, ctx) => {
    const slug = value.slug || suggestCourseSlug(value.label);
    if (!isSlug(slug, 40)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Escribe la dirección con letras sin tilde, números y guiones: 4-eso.",
      });
      return z.NEVER;
    }
    if (RESERVED_COURSE_SLUGS.includes(slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: BLOG_FILTER_SLUGS.includes(slug)
          ? `«${slug}» es un filtro del blog: elige otra.`
          : `«${slug}» es una página de la zona de curso: elige otra.`,
      });
      return z.NEVER;
    }
    return { ...value, slug };
  });

/** How many courses one paste adds: a school's whole list. */
export const MAX_COURSES_AT_ONCE = 12;

/** One line of the paste: «1º ESO: A-D», «4º ESO A, B» or «1º ESO A–D». */
function readCourseLine(line: string): { label: string; classes: string[] } | null {
  const separated = /^(.+?)\s*[:;|]\s*(.+)$/.exec(line);
  const trailing = /^(.*\S)\s+([A-Za-z](?:\s*[-–]\s*[A-Za-z]|(?:\s*,\s*[A-Za-z0-9]{1,8})*))$/.exec(line);
  const [label, classes] = separated ? [separated[1]!, separated[2]!] : trailing ? [trailing[1]!, trailing[2]!] : [];
  const letters = classes ? parseClassLetters(classes) : null;
  return label && letters && letters.length <= 12 ? { label: label.trim(), classes: letters } : null;
}

/**
 * Several courses in one submission, one a line with its classes (a new school's whole list). Each
 * gets its address from its name and a password of its own (made by the server, shown once).
 */
export const newCoursesSchema = z.object({
  courses: z
    .string({ message: "Escribe los cursos, uno por línea." })
    .max(2000, "Demasiado texto.")
    .transform((text, ctx) => {
      const lines = text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length === 0) {
        ctx.addIssue({ code: "custom", message: "Escribe los cursos, uno por línea." });
        return z.NEVER;
      }
      if (lines.length > MAX_COURSES_AT_ONCE) {
        ctx.addIssue({ code: "custom", message: `Como mucho ${MAX_COURSES_AT_ONCE} cursos a la vez.` });
        return z.NEVER;
      }
      const read: { label: string; slug: string; classes: string[] }[] = [];
      for (const line of lines) {
        const course = readCourseLine(line);
        const slug = course ? suggestCourseSlug(course.label) : "";
        if (!course || course.label.length > 40 || !isSlug(slug, 40)) {
          ctx.addIssue({
            code: "custom",
            message: `«${line}»: escribe el curso y sus clases, así: 1º ESO: A-D (o 4º ESO: A, B).`,
          });
          return z.NEVER;
        }
        if (RESERVED_COURSE_SLUGS.includes(slug) || read.some((other) => other.slug === slug)) {
          ctx.addIssue({
            code: "custom",
            message: `«${course.label}» está repetido o no puede ser un curso: cámbiale el nombre.`,
          });
          return z.NEVER;
        }
        read.push({ ...course, slug });
      }
      return read;
    }),
});

/** The answer's key of each course added with the others (its value: the password, shown once). */
export const ADDED_COURSE = "curso:";
