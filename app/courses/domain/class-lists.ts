import { courseSchema, nullableText, number, text } from "~/platform/domain/admin-forms";
import type { PastedTable } from "~/platform/domain/pasted-rows";
import { z } from "~/platform/domain/zod";

/** The ranking's badges, as the public page draws them. */
const BADGES = ["proyectos", "web", "subida"];

/** One place of a class's ranking (the «Añadir» form and each pasted line). */
export const rankingRowSchema = z.object({
  course: courseSchema,
  classLetter: z.enum(["A", "B", "C"], { message: "Elige una clase." }),
  rank: number("El puesto", 1, 999),
  name: text("el nombre", 100),
  // A Spanish spreadsheet writes «312,5»; another one «312.5»: both are the same points, shown with a comma (issue 47).
  points: text("los puntos", 20)
    .refine(
      (v) => /^\d{1,6}([.,]\d{1,2})?%?$/.test(v),
      "Escribe un número de puntos (312 o 312,5) o un porcentaje (92%).",
    )
    .transform((v) => v.replace(".", ",")),
  badges: z
    .string()
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? "")
          .split(",")
          .map((b) => b.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .refine((badges) => badges.every((b) => BADGES.includes(b)), "Las insignias posibles son: proyectos, web, subida."),
});

/** One pupil of 1º Bachillerato's group progress. A spreadsheet's «85%» is read as 85. */
export const progressRowSchema = z.object({
  classLetter: z.enum(["A", "B"], { message: "Elige una clase." }),
  rank: number("El puesto", 1, 999),
  name: text("el nombre", 100),
  progress: z.preprocess((v) => (typeof v === "string" ? v.replace(/\s*%$/, "") : v), number("El progreso", 0, 100)),
  special: nullableText(100),
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
  labels: {
    course: "Curso",
    classLetter: "Clase",
    rank: "Puesto",
    name: "Nombre",
    points: "Puntos",
    badges: "Insignias",
  },
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
  labels: { classLetter: "Clase", rank: "Puesto", name: "Nombre", progress: "Progreso", special: "Nota especial" },
  headers: {
    ...CLASS_LIST_HEADERS,
    progress: ["progreso", "porcentaje", "%", "avance"],
    special: ["nota especial", "nota", "especial", "observaciones"],
  },
};

/** The editors that take a paste, by their slug in /admin/contenido. */
export const PASTED_TABLES = { ranking: RANKING_PASTE, progreso: PROGRESS_PASTE } as const;
export type PastedEditor = keyof typeof PASTED_TABLES;
