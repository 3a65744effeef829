import { z } from "~/platform/domain/zod";
import { staffEmailSchema, staffNameSchema, staffRoleSchema } from "./staff";
import { STAFF_NOTICE_MODES } from "./staff-notices";

/** The team's forms (/admin/equipo): an invitation, an account made here, and one account's changes. */
export const staffInvitationSchema = z.object({ email: staffEmailSchema, role: staffRoleSchema });

export const staffAccountSchema = z.object({ email: staffEmailSchema, name: staffNameSchema, role: staffRoleSchema });

/** One account (its id is the sign-in library's, a text). */
export const staffIdSchema = z.object({ id: z.string().min(1).max(100) });

/** How and when a staff account hears of what arrives by email (Ajustes). */
export const noticePreferenceSchema = z.object({
  mode: z.enum(Object.keys(STAFF_NOTICE_MODES) as [keyof typeof STAFF_NOTICE_MODES], {
    message: "Elige cómo quieres los avisos.",
  }),
  digestHour: z.coerce
    .number({ message: "Elige una hora." })
    .int("Elige una hora.")
    .min(0, "Elige una hora.")
    .max(23, "Elige una hora."),
});
