import { checkbox, text } from "./field-kit";
import { TEACHER_TITLES } from "./site-settings";
import { slugFromName } from "./slugs";
import { z } from "./zod";

/**
 * Schemas of the back-office forms that several capabilities share (the server parses every admin
 * write with one), written with the form language's builders (./field-kit). Limits match the
 * database CHECKs.
 */

/** Privacy of pupils' names (docs/decisions/008): approval of public lists, pre-moderation of comments. */
export const moderationSettingsSchema = z.object({
  approvePublicNames: checkbox("Aprobar las listas con nombres de alumnos"),
  premoderateComments: checkbox("Revisar los comentarios antes de publicarlos"),
});

/** A link the site may show: http(s) only. */
/** A network's or channel's address, or none (a new school may have none: the footer leaves it out). */
const optionalExternalUrlSchema = z
  .string({ message: "Escribe una dirección web." })
  .trim()
  .max(500, "La dirección es demasiado larga.")
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v),
    "Escribe una dirección que empiece por https://, o déjala vacía.",
  );

/** An image of this site: a shipped file (/img/...) or an uploaded one (/subidas/...). */
export const siteImageSchema = z
  .string()
  .trim()
  .max(300, "La ruta es demasiado larga.")
  .optional()
  .transform((v) => v || null)
  .refine(
    (v) => v === null || /^\/(img|subidas)\/[A-Za-z0-9._\-/]+$/.test(v),
    "Usa una imagen de la web: una ruta que empiece por /img/ o /subidas/.",
  );

/** The items of a list typed with commas ('Evento, 2º ESO'): trimmed, without empty or repeated ones. */
export const commaSeparated = (text: string | undefined) => [
  ...new Set(
    (text ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

/** Tags typed as 'Evento, 2º ESO': trimmed, de-duplicated, at most 6 of 30 characters. */
export const tagsSchema = z
  .string()
  .optional()
  .transform(commaSeparated)
  .refine((tags) => tags.length <= 6, "Como mucho 6 etiquetas.")
  .refine((tags) => tags.every((t) => t.length <= 30), "Cada etiqueta puede tener como mucho 30 caracteres.");

/** The year-bound words (Ajustes, and the year's close that offers to update them). */
export const yearWordsShape = {
  timetableYear: text("Año del horario", 20, { say: "el año del horario" }),
  tournamentEdition: text("Edición del torneo", 60, { say: "la edición del torneo" }),
  bilingualLabel: text("Proyecto bilingüe en el menú", 60, { say: "el nombre del proyecto bilingüe en el menú" }),
};

/**
 * Whether the league and the tournament would be at one address (here, not with the addresses: the
 * public pages' scripts then carry no address rules).
 */
export const sameHubAddress = (leagueName: string, tournamentName: string) =>
  slugFromName(leagueName) !== "" && slugFromName(leagueName) === slugFromName(tournamentName);

export const siteSettingsSchema = z
  .object({
    teacherName: text("Nombre del profesor o la profesora", 60, { say: "el nombre del profesor" }),
    schoolName: text("Nombre del centro", 120, { say: "el nombre del centro" }),
    facebookUrl: optionalExternalUrlSchema,
    instagramUrl: optionalExternalUrlSchema,
    xUrl: optionalExternalUrlSchema,
    videoChannelUrl: optionalExternalUrlSchema,
    teacherTitle: z.enum(TEACHER_TITLES, { message: "Elige «el profe» o «la profe»." }),
    leagueName: text("Nombre de la liga", 60, { say: "el nombre de la liga" }),
    tournamentName: text("Nombre del torneo", 60, { say: "el nombre del torneo" }),
    ...yearWordsShape,
  })
  // Both hubs' addresses follow their names: one address cannot be both.
  .refine((v) => !sameHubAddress(v.leagueName, v.tournamentName), {
    message: "La liga y el torneo necesitan nombres distintos: sus páginas estarían en la misma dirección.",
    path: ["tournamentName"],
  });

/** A new shared password (course gate or organiser): long enough not to be guessed in 10 tries a window. */
export const gatePasswordSchema = z
  .object({
    password: z
      .string()
      .min(6, "La contraseña debe tener al menos 6 caracteres.")
      .max(200, "La contraseña no puede superar 200 caracteres."),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: "Las dos contraseñas no coinciden.", path: ["confirm"] });
