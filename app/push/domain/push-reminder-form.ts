import { z } from "~/platform/domain/zod";
import { REMINDER_HOUR_PATTERN } from "./push-topics";

/** When followed teams hear of tomorrow's match (Ajustes): an hour such as 18:00. */
export const pushReminderSchema = z.object({
  hour: z.string().trim().regex(REMINDER_HOUR_PATTERN, "Escribe una hora como 18:00."),
});
