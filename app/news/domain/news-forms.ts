import { rowForm, z } from "~/platform/domain/zod";

/** One news item of the panel's list: delete it. */
export const newsItemForm = rowForm("Noticia no válida.");

/** Pin a news item on top of the board, or unpin it. */
export const newsPinSchema = newsItemForm.extend({ pinned: z.enum(["true", "false"]) });
