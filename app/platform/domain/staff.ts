import { password, text } from "./field-kit";
import { z } from "./zod";

/** Rules for staff accounts, shared by the invitation page, the team page and the command line. */
export const staffNameSchema = text("Nombre", 60, {
  empty: "Escribe tu nombre.",
  tooLong: "El nombre no puede superar 60 caracteres.",
});
const PASSWORD_TOO_SHORT = "La contraseña debe tener al menos 10 caracteres.";
export const staffPasswordSchema = password("Contraseña", 200, {
  min: 10,
  empty: PASSWORD_TOO_SHORT,
  tooShort: PASSWORD_TOO_SHORT,
  tooLong: "La contraseña no puede superar 200 caracteres.",
});
export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Escribe un correo electrónico válido.").max(254, "El correo es demasiado largo."));
/** 'admin' (the teacher) or 'organiser' (tournament results only). */
export const STAFF_ROLES = ["admin", "organiser"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A signed-in staff member, as the server reads the session. */
export type Staff = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  sessionId: string;
  sessionExpiresAt: string;
};

/** What the panel's pages know of who is signed in (never anything of the session token). */
export type PanelSession = { staff: Pick<Staff, "name" | "email" | "role">; sessionExpiresAt: string };

export const staffRoleSchema = z.enum(STAFF_ROLES, { message: "Elige un rol válido." });
