import { siteImageSchema, tagsSchema } from "~/platform/domain/admin-forms";
import { checkbox, richText, text } from "~/platform/domain/field-kit";
import { rowForm, z } from "~/platform/domain/zod";

/** One news item of the panel's list: delete it. */
export const newsItemForm = rowForm("Noticia no válida.");

/** Pin a news item on top of the board, or unpin it. */
export const newsPinSchema = newsItemForm.extend({ pinned: z.enum(["true", "false"]) });

/** A news item as the panel writes it: title, day, text, picture and its words, tags, pinned. */
export const newsItemSchema = z.object({
  title: text("Título", 200, { say: "un título" }),
  date: z
    .string({ message: "Elige una fecha." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Elige una fecha.")
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      "Elige una fecha válida.",
    ),
  content: richText("Contenido", 50_000, { say: "el contenido" }),
  imageText: text("Texto alternativo de la imagen", 120, { optional: true }),
  imageUrl: siteImageSchema,
  tags: tagsSchema,
  pinned: checkbox("Fijar arriba del tablón (un mes)"),
});
