import { appContext, staffContext } from "~/platform/server/context.server";
import type { Route } from "./+types/equipo";
import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { ROLE_LABELS } from "~/site";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import { staffRoleSchema } from "~/platform/domain/staff";
import { staffAccountSchema, staffIdSchema, staffInvitationSchema } from "~/platform/domain/staff-forms";
import { AdminActionError, handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { revokeSessions } from "~/platform/server/auth.server";
import type { Database } from "~/platform/server/db.server";
import {
  generatePassword,
  hashPassword,
  cancelInvitation,
  countAdmins,
  createInvitation,
  deleteStaffAccount,
  findStaffAccount,
  listPendingInvitations,
  listStaff,
  setStaffRole,
  upsertStaffAccount,
} from "~/people/index.server";

const TITLE = "Equipo";
const ROLE_OPTIONS = [
  { value: "organiser", label: ROLE_LABELS.organiser },
  { value: "admin", label: ROLE_LABELS.admin },
];

export async function loader({ context: router }: Route.LoaderArgs) {
  const context = router.get(appContext);
  const staff = router.get(staffContext);
  const [people, invitations] = await Promise.all([listStaff(context.db), listPendingInvitations(context.db)]);
  return {
    me: staff.id,
    people: people.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

async function findPerson(tx: Database, id: string) {
  const person = await findStaffAccount(tx, { id });
  if (!person) throw new AdminActionError("Esa cuenta ya no existe.", 404);
  return person;
}

export async function action(args: Route.ActionArgs) {
  const { origin } = args.context.get(appContext).publicAddress;
  return handleAdminAction(args, {
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
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminTeam({ loaderData, actionData: answer }: Route.ComponentProps) {
  const { me, people, invitations } = loaderData;
  const reply = answer?.ok ? answer.reply : undefined;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">{TITLE}</h1>
      {reply?.link ? (
        <div role="status" className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
          <p className="font-semibold">Invitación para {reply.email}</p>
          <p className="mt-1 text-sm">
            Envíale este enlace. Sirve una sola vez y caduca en 7 días; no se volverá a mostrar.
          </p>
          <p className="mt-2 break-all rounded bg-white p-2 font-mono text-sm" data-testid="invitation-link">
            {reply.link}
          </p>
        </div>
      ) : null}
      {reply?.password ? (
        <div role="status" className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-950">
          <p className="font-semibold">Cuenta creada para {reply.email}</p>
          <p className="mt-1 text-sm">Contraseña inicial (apúntala ahora; no se volverá a mostrar):</p>
          <p className="mt-2 rounded bg-white p-2 font-mono text-lg">{reply.password}</p>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Invitar por enlace" id="invitar">
          <AdminForm intent="invite" className="space-y-3">
            <AdminInput name="email" type="email" label="Correo" required />
            <AdminSelect name="role" label="Rol" options={ROLE_OPTIONS} defaultValue="organiser" />
            <NavigationSubmitButton intent="invite">Crear invitación</NavigationSubmitButton>
          </AdminForm>
        </AdminPanel>
        <AdminPanel title="Crear una cuenta directamente" id="crear">
          <AdminForm intent="create" className="space-y-3">
            <AdminInput name="name" label="Nombre" required maxLength={60} />
            <AdminInput name="email" type="email" label="Correo" required />
            <AdminSelect name="role" label="Rol" options={ROLE_OPTIONS} defaultValue="organiser" />
            <NavigationSubmitButton intent="create">Crear cuenta</NavigationSubmitButton>
          </AdminForm>
        </AdminPanel>
      </div>
      <AdminPanel title="Cuentas" id="cuentas">
        <ul className="divide-y divide-slate-200">
          {people.map((p) => (
            <li key={p.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-slate-900">
                  {p.name} {p.id === me ? <span className="text-sm font-normal text-slate-700">(tú)</span> : null}
                </p>
                <p className="text-sm text-slate-700">
                  {p.email} · {ROLE_LABELS[p.role]} · Sesiones abiertas: {p.openSessions}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                {p.id !== me ? (
                  <AdminForm intent="role" id={p.id} className="flex items-end gap-2">
                    <AdminSelect name="role" label={`Rol de ${p.name}`} options={ROLE_OPTIONS} defaultValue={p.role} />
                    <NavigationSubmitButton intent="role" id={p.id} variant="secondary">
                      Cambiar rol
                    </NavigationSubmitButton>
                  </AdminForm>
                ) : null}
                <AdminForm intent="revoke" id={p.id}>
                  <NavigationSubmitButton intent="revoke" id={p.id} variant="secondary">
                    {p.id === me ? "Cerrar mis otras sesiones" : "Cerrar sesiones"}
                  </NavigationSubmitButton>
                </AdminForm>
                {p.id !== me ? (
                  <AdminActionButton intent="delete" id={p.id} confirm={`¿Borrar la cuenta de ${p.name}?`}>
                    Borrar cuenta
                  </AdminActionButton>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </AdminPanel>
      <AdminPanel title="Invitaciones pendientes" id="invitaciones">
        {invitations.length === 0 ? (
          <p className="text-slate-700">No hay invitaciones pendientes.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <p className="text-sm text-slate-800">
                  {i.email} · {ROLE_LABELS[i.role]} · caduca el {formatMadridDateTime(i.expiresAt)}
                </p>
                <AdminActionButton intent="cancelInvitation" id={i.id}>
                  Anular
                </AdminActionButton>
              </li>
            ))}
          </ul>
        )}
      </AdminPanel>
    </div>
  );
}
