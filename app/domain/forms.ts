import { rowId, z } from "./zod";
import { COMMENT_LIMITS } from "./blog";
import { ATHLETE_TYPES } from "./championships";
import { LIMITS, TEAM_LIMITS } from "./form-fields";
import { cleanSubmittedText, oneLine } from "./clean-text";

/** A required text field: trimmed, not empty, at most `max` characters. */
function requiredText(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .transform(cleanSubmittedText)
    .pipe(textRules(emptyMessage, max, tooLongMessage));
}

/** A required one-line field (a name, a course, a team): line breaks and tabs become spaces (issue 45). */
function requiredLine(emptyMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ message: emptyMessage })
    .transform((value) => oneLine(cleanSubmittedText(value)))
    .pipe(textRules(emptyMessage, max, tooLongMessage));
}

function textRules(emptyMessage: string, max: number, tooLongMessage: string) {
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
  name: requiredLine("Escribe tu nombre.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  course: requiredLine("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
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
  nombre: requiredLine("Escribe tu nombre completo.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  curso: requiredLine("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
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
    name: requiredLine("Escribe el nombre del equipo.", TEAM_LIMITS.teamName, `El nombre del equipo no puede superar ${TEAM_LIMITS.teamName} caracteres.`),
    captain: requiredLine("Escribe el nombre del capitán o la capitana.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
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
  nombre: requiredLine("Escribe el nombre del atleta.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  tipo_atleta: z.enum(ATHLETE_TYPES, { message: "Indica si es alumno/a o ex-alumno/a." }),
  deporte: requiredLine("Escribe el deporte.", 60, "El deporte no puede superar 60 caracteres."),
  logro: requiredText("Cuéntanos su logro.", 1000, "El logro no puede superar 1000 caracteres."),
});

/** Suggestion box (table consultas, source 'buzon'): name, course and message, all required (spec 001 §5). */
export const suggestionSchema = z.object({
  name: requiredLine("Escribe tu nombre.", LIMITS.name, `El nombre no puede superar ${LIMITS.name} caracteres.`),
  course: requiredLine("Indica tu curso.", LIMITS.course, `El curso no puede superar ${LIMITS.course} caracteres.`),
  message: requiredText("Escribe tu mensaje.", LIMITS.message, `El mensaje no puede superar ${LIMITS.message} caracteres.`),
});

/**
 * A comment's public name is a pupil's first name (issue 45): pupils are minors, and a comment is
 * public once approved. One or two words («Lucía», «María José»); a name with surnames is refused.
 */
export const FIRST_NAME_WORDS_MAX = 2;
const firstNameOnly = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((value) => value.split(" ").filter(Boolean).length <= FIRST_NAME_WORDS_MAX, "Escribe solo tu nombre, sin apellidos.");

/** Comment on a course news item (spec 001 §5): name, course and comment, trimmed and required. */
export const courseNewsCommentSchema = z.object({
  news_id: rowId("Noticia no válida."),
  author_name: firstNameOnly(requiredLine("Escribe tu nombre.", 50, "El nombre puede tener hasta 50 caracteres.")),
  author_course: requiredLine("Escribe tu curso.", 40, "El curso puede tener hasta 40 caracteres."),
  content: requiredText("Escribe un comentario.", 500, "El comentario puede tener hasta 500 caracteres."),
});

/** Comment on a blog post (spec 001 §9). */
export const blogCommentSchema = z.object({
  author_name: firstNameOnly(requiredLine("Escribe tu nombre.", COMMENT_LIMITS.name, `El nombre puede tener hasta ${COMMENT_LIMITS.name} caracteres.`)),
  content: requiredText("Escribe un comentario.", COMMENT_LIMITS.content, `El comentario puede tener hasta ${COMMENT_LIMITS.content} caracteres.`),
});

/** A like on a blog post: name and course. */
export const blogLikeSchema = z.object({
  user_name: requiredLine("Escribe tu nombre.", 50, "El nombre puede tener hasta 50 caracteres."),
  user_course: requiredLine("Escribe tu curso.", 40, "El curso puede tener hasta 40 caracteres."),
});
