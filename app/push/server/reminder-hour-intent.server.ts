import { intent } from "~/platform/server/admin-action.server";
import { pushReminderSchema } from "../domain/push-reminder-form";
import { saveReminderHour } from "./service.server";

/** When followed teams hear of tomorrow's match, as the panel's form. */
export function reminderHourIntent() {
  return intent({
    schema: pushReminderSchema,
    async run({ hour }, { tx }) {
      await saveReminderHour(tx, hour);
      return { action: "Hora del aviso de la víspera cambiada", details: hour };
    },
    success: "Hora de los avisos guardada",
  });
}
