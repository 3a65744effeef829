import { rowId, z } from "./zod";
import { COMMENT_LIMITS } from "./blog";
import { ATHLETE_TYPES } from "./championships";
import { LIMITS, TEAM_LIMITS } from "./form-fields";

/** A required text field: trimmed, not empty, at most `max` characters. */
function requiredText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, tooLongMessage)
    // Control characters (other than line breaks and tabs) never belong in a form text.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(v), "El texto contiene caracteres no válidos.");
}

/** Home contact form (table consultas): all four fields required, email checked (spec 000 §5). */
export const contactSchema = z.object({
  name: requiredText("Escribe tu nombre.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  course: requiredText("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
  email: z
    .string({ message: "Escribe tu correo electrónico." })
    .trim()
    .min(1, "Escribe tu correo electrónico.")
    .max(LIMITS.email, "El correo electrónico es demasiado largo.")
    .pipe(z.email("Escribe un correo electrónico válido, por ejemplo nombre@correo.com.")),
  message: requiredText("Escribe tu mensaje.", LIMITS.message, `El mensaje no puede superar ${LIMITS.message} caracteres.`),
});

/** Project sign-up (table inscripciones_proyectos): full name and course (spec 000 §5). */
export const projectSignupSchema = z.object({
  nombre: requiredText("Escribe tu nombre completo.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  curso: requiredText("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
});

/** Splits a textarea of names, one per line: trimmed, empty lines dropped. */
function parseMemberLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Team enrolment (league and Mantecup): team name, captain, sport and members, one per line. */
export function teamEnrolmentSchema<const Sports extends readonly [string, ...string[]]>(sports: Sports) {
  return z.object({
    name: requiredText("Escribe el nombre del equipo.", TEAM_LIMITS.teamName, `El nombre del equipo no puede superar ${TEAM_LIMITS.teamName} caracteres.`),
    captain: requiredText("Escribe el nombre del capitán o la capitana.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
    sport: z.enum(sports, { message: "Elige el deporte." }),
    members: z
      .string({ message: "Escribe los jugadores, uno por línea." })
      .max(3000, "La lista de jugadores es demasiado larga.")
      .transform(parseMemberLines)
      .pipe(
        z
          .array(z.string().max(TEAM_LIMITS.memberName, `Cada nombre puede tener hasta ${TEAM_LIMITS.memberName} caracteres.`))
          .min(1, "Escribe los jugadores, uno por línea.")
          .max(TEAM_LIMITS.members, `Un equipo puede tener hasta ${TEAM_LIMITS.members} jugadores.`),
      ),
  });
}

/** Hall of Fame suggestion (table "Salón de la fama"): all four fields required. */
export const hallOfFameSuggestionSchema = z.object({
  nombre: requiredText("Escribe el nombre del atleta.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  tipo_atleta: z.enum(ATHLETE_TYPES, { message: "Indica si es alumno/a o ex-alumno/a." }),
  deporte: requiredText("Escribe el deporte.", 60, "El deporte no puede superar 60 caracteres."),
  logro: requiredText("Cuéntanos su logro.", 1000, "El logro no puede superar 1000 caracteres."),
});

/** Suggestion box (table consultas, source 'buzon'): name, course and message, all required (spec 001 §5). */
export const suggestionSchema = z.object({
  name: requiredText("Escribe tu nombre.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  course: requiredText("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
  message: requiredText("Escribe tu mensaje.", LIMITS.message, `El mensaje no puede superar ${LIMITS.message} caracteres.`),
});

/** Comment on a course news item (spec 001 §5): name, course and comment, trimmed and required. */
export const courseNewsCommentSchema = z.object({
  news_id: rowId("Noticia no válida."),
  author_name: requiredText("Escribe tu nombre.", 50, "El nombre puede tener hasta 50 caracteres."),
  author_course: requiredText("Escribe tu curso.", 40, "El curso puede tener hasta 40 caracteres."),
  content: requiredText("Escribe un comentario.", 500, "El comentario puede tener hasta 500 caracteres."),
});

/** Comment on a blog post (spec 001 §9). */
export const blogCommentSchema = z.object({
  author_name: requiredText("Escribe tu nombre.", COMMENT_LIMITS.name, `El nombre puede tener hasta ${COMMENT_LIMITS.name} caracteres.`),
  content: requiredText("Escribe un comentario.", COMMENT_LIMITS.content, `El comentario puede tener hasta ${COMMENT_LIMITS.content} caracteres.`),
});

/** A like on a blog post: name and course. */
export const blogLikeSchema = z.object({
  user_name: requiredText("Escribe tu nombre.", 50, "El nombre puede tener hasta 50 caracteres."),
  user_course: requiredText("Escribe tu curso.", 40, "El curso puede tener hasta 40 caracteres."),
});
