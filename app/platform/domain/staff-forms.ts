import { password, text } from "~/platform/domain/field-kit";
import { z } from "~/platform/domain/zod";
import { staffEmailSchema, staffNameSchema, staffPasswordSchema, staffRoleSchema } from "./staff";
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

/** The sign-in page's form: both fields or neither is worth a try. */
const SIGN_IN_MISSING = "Escribe tu correo electrónico y tu contraseña.";
export const signInSchema = z.object({
  email: text("Correo electrónico", 254, { empty: SIGN_IN_MISSING }),
  password: password("Contraseña", 200, { empty: SIGN_IN_MISSING }),
  volver: text("Volver a", 2000, { optional: true }),
});

/** A forgotten password: the account's address. */
const RESET_EMAIL = "Escribe la dirección de correo de tu cuenta.";
export const passwordResetRequestSchema = z
  .object({ email: text("Correo electrónico", 254, { empty: RESET_EMAIL }) })
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v.email), { message: RESET_EMAIL, path: ["email"] });

/** The emailed link's page: the new password, twice. */
export const newPasswordSchema = z
  .object({ password: staffPasswordSchema, confirm: password("Repite la contraseña", 200, { optional: true }) })
  .refine((v) => v.password === v.confirm, { message: "Las dos contraseñas no coinciden.", path: ["confirm"] });

/** An invitation accepted: the new account's name and password. */
export const invitationAcceptanceSchema = z.object({ name: staffNameSchema, password: staffPasswordSchema });

/** A password typed at a gate (a course's pages): any text, checked against the gate's. */
export const gatePasswordEntrySchema = z.object({ password: password("Contraseña", 200, { optional: true }) });
