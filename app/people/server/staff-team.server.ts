import { staffRoleSchema } from "~/platform/domain/staff";
import { staffAccountSchema, staffIdSchema, staffInvitationSchema } from "~/platform/domain/staff-forms";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import { revokeSessions } from "~/platform/server/auth.server";
import type { Database } from "~/platform/server/db.server";
import { ROLE_LABELS } from "../copy/roles";
import { generatePassword, hashPassword } from "./passwords.server";
import {
  cancelInvitation,
  countAdmins,
  createInvitation,
  deleteStaffAccount,
  findStaffAccount,
  listPendingInvitations,
  listStaff,
  setStaffRole,
  upsertStaffAccount,
} from "./staff.server";

/** The panel's team: every account (with its open sessions) and the invitations not yet used. */
export async function loadStaffTeam(db: Database) {
  const [people, invitations] = await Promise.all([listStaff(db), listPendingInvitations(db)]);
  return {
    people: people.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

async function findPerson(tx: Database, id: string) {
  const person = await findStaffAccount(tx, { id });
  if (!person) throw new AdminActionError("Esa cuenta ya no existe.", 404);
  return person;
}

/** The team's forms: invite by link (made from the site's `origin`), create, change a role, close sessions, delete, cancel an invitation. */
export function staffTeamIntents(origin: string) {
  return {
    invite: intent({
      schema: staffInvitationSchema,
      async run({ email, role }, { tx, staff }) {
        if (await findStaffAccount(tx, { email })) throw new AdminActionError("Ya hay una cuenta con ese correo.", 409);
        const token = await createInvitation(tx, { email, role, createdBy: staff.id });
        return {
          action: "Invitación creada",
          target: email,
          details: ROLE_LABELS[role],
          reply: { link: `${origin}/admin/invitacion/${token}`, email },
        };
      },
      success: "Invitación creada",
    }),
    create: intent({
      schema: staffAccountSchema,
      async run({ email, name, role }, { tx }) {
        if (await findStaffAccount(tx, { email })) throw new AdminActionError("Ya hay una cuenta con ese correo.", 409);
        const password = generatePassword(4, 4);
        await upsertStaffAccount(tx, { email, name, role, passwordHash: await hashPassword(password) });
        return { action: "Cuenta creada", target: email, details: ROLE_LABELS[role], reply: { password, email } };
      },
      success: "Cuenta creada",
    }),
    role: intent({
      schema: staffIdSchema.extend({ role: staffRoleSchema }),
      async run({ id, role }, { tx, staff }) {
        const person = await findPerson(tx, id);
        if (person.id === staff.id) throw new AdminActionError("No puedes cambiar tu propio rol.", 409);
        await setStaffRole(tx, id, role);
        return {
          action: "Rol cambiado",
          target: person.email,
          details: `${ROLE_LABELS[person.role]} → ${ROLE_LABELS[role]}`,
        };
      },
      success: "Rol cambiado",
    }),
    revoke: intent({
      schema: staffIdSchema,
      async run({ id }, { tx, staff }) {
        const person = await findPerson(tx, id);
        // Your own: every other device; this one stays signed in.
        await revokeSessions(tx, id, person.id === staff.id ? staff.sessionId : undefined);
        return { action: "Sesiones cerradas", target: person.email };
      },
      success: "Sesiones cerradas",
    }),
    delete: intent({
      schema: staffIdSchema,
      async run({ id }, { tx, staff }) {
        const person = await findPerson(tx, id);
        if (person.id === staff.id) throw new AdminActionError("No puedes borrar tu propia cuenta.", 409);
        if (person.role === "admin" && (await countAdmins(tx)) <= 1)
          throw new AdminActionError("Tiene que quedar al menos una cuenta de profesorado.", 409);
        await deleteStaffAccount(tx, id);
        return { action: "Cuenta borrada", target: person.email };
      },
      success: "Cuenta borrada",
    }),
    cancelInvitation: intent({
      schema: staffIdSchema,
      async run({ id }, { tx }) {
        const email = await cancelInvitation(tx, id);
        if (email === null) throw new AdminActionError("Esa invitación ya no existe.", 404);
        return { action: "Invitación anulada", target: email };
      },
      success: "Invitación anulada",
    }),
  };
}
