import { dataSelect, described, fieldLabels, nullableText, text, wholeNumber } from "~/platform/domain/field-kit";
import { commaSeparated } from "~/platform/domain/admin-forms";
import type { PastedTable } from "~/platform/domain/pasted-rows";
import { z } from "~/platform/domain/zod";

/** The ranking's badges, as the public page draws them. */
const BADGES = ["proyectos", "web", "subida"];

/** A course and a class are the teacher's: the model checks them against the courses. */
export const courseChoice = () => dataSelect("Curso", "courses", { choose: "un curso" });
const classLetter = () => dataSelect("Clase", "classes", { choose: "una clase" });
const rank = () => wholeNumber("Puesto", 1, 999);
const pupilName = () => text("Nombre", 100, { say: "el nombre" });

/** One place of a class's ranking (the «Añadir» form and each pasted line). */
export const rankingRowSchema = z.object({
  course: courseChoice(),
  classLetter: classLetter(),
  rank: rank(),
  name: pupilName(),
  // A Spanish spreadsheet writes «312,5»; another one «312.5»: both are the same points, shown with a comma.
  points: described(
    text("Puntos", 20, { say: "los puntos" })
      .refine(
        (v) => /^\d{1,6}([.,]\d{1,2})?%?$/.test(v),
        "Escribe un número de puntos (312 o 312,5) o un porcentaje (92%).",
      )
      .transform((v) => v.replace(".", ",")),
    { kind: "text", label: "Puntos", max: 20, hint: "Un número, o un porcentaje (92%)" },
  ),
  badges: described(
    z
      .string()
      .optional()
      .transform((v) => commaSeparated(v?.toLowerCase()))
      .refine(
        (badges) => badges.every((b) => BADGES.includes(b)),
        "Las insignias posibles son: proyectos, web, subida.",
      ),
    { kind: "text", label: "Insignias", max: 60, optional: true, hint: "Separadas por comas: proyectos, web, subida" },
  ),
});

/** One pupil of the group progress (the course whose zone shows it: 1º Bachillerato in the sample school). A spreadsheet's «85%» is read as 85. */
export const progressRowSchema = z.object({
  classLetter: classLetter(),
  rank: rank(),
  name: pupilName(),
  progress: wholeNumber("Progreso", 0, 100, { percent: true, hint: "De 0 a 100" }),
  special: nullableText("Nota especial", 100, { hint: "Opcional" }),
});

/** The titles a class list's spreadsheet may use (compared without accents or capitals). */
const CLASS_LIST_HEADERS = {
  rank: ["puesto", "posicion", "pos", "n.º", "nº", "#"],
  name: ["nombre", "alumno", "alumna", "alumno/a", "alumnado", "nombre y apellidos"],
  course: ["curso"],
  classLetter: ["clase", "grupo", "curso y clase"],
} as const;

/** A class's ranking pasted from a spreadsheet: Puesto, Nombre, Puntos, Insignias. */
export const RANKING_PASTE: PastedTable<typeof rankingRowSchema> = {
  row: rankingRowSchema,
  scope: ["course", "classLetter"],
  columns: ["rank", "name", "points", "badges"],
  labels: fieldLabels(rankingRowSchema),
  headers: {
    ...CLASS_LIST_HEADERS,
    points: ["puntos", "puntuacion", "pts", "total"],
    badges: ["insignias", "insignia"],
  },
};

/** A class's group progress pasted from a spreadsheet: Puesto, Nombre, Progreso, Nota especial. */
export const PROGRESS_PASTE: PastedTable<typeof progressRowSchema> = {
  row: progressRowSchema,
  scope: ["classLetter"],
  columns: ["rank", "name", "progress", "special"],
  labels: fieldLabels(progressRowSchema),
  headers: {
    ...CLASS_LIST_HEADERS,
    progress: ["progreso", "porcentaje", "%", "avance"],
    special: ["nota especial", "nota", "especial", "observaciones"],
  },
};

/** The editors that take a paste, by their slug in /admin/contenido. */
export const PASTED_TABLES = { ranking: RANKING_PASTE, progreso: PROGRESS_PASTE } as const;
export type PastedEditor = keyof typeof PASTED_TABLES;
