import { rowId, z } from "~/platform/domain/zod";
import { INBOX_LIST_KEYS } from "./inbox";

/** One entry of one list, as the inbox's buttons send it (read, archive, take off the web…). */
export const inboxItemSchema = z.object({
  id: rowId(),
  list: z.enum(INBOX_LIST_KEYS, { message: "Lista no válida." }),
});
