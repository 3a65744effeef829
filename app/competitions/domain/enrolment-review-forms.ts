import { madridLocalToDate } from "~/platform/domain/madrid-time";
import { rowForm, rowId, z } from "~/platform/domain/zod";

/** The teacher's review of the tournament's team enrolments (/admin/torneo): what each form takes. */

/** One enrolment: reject it, send it back to pending, delete it. */
export const enrolmentForm = rowForm("Solicitud no válida.");

/** Approving can put the team in its competition at once (and its group): the teacher does not type it again. */
export const approveEnrolmentSchema = z.object({
  id: rowId("Solicitud no válida."),
  addToCompetition: z.literal("on").optional(),
  groupId: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null)),
});

/** Whether enrolment is open, and until when (Madrid time; empty: no deadline). */
export const enrolmentSettingsSchema = z.object({
  open: z.literal("on").optional(),
  deadline: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const date = madridLocalToDate(v);
      if (!date) ctx.addIssue({ code: "custom", message: "Escribe una fecha y hora válidas." });
      return date;
    }),
});
