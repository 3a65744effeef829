import { AdminActionButton, NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminInput, AdminSelect } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";
import type { StaffRole } from "~/platform/domain/staff";
import { ROLE_LABELS } from "../copy/roles";

const ROLE_OPTIONS = [
  { value: "organiser", label: ROLE_LABELS.organiser },
  { value: "admin", label: ROLE_LABELS.admin },
];

/** Right after an invitation or an account is made: its link or its password, shown once. */
export function StaffCreatedNotice({ reply }: { reply: Record<string, string> | undefined }) {
  return (
    <>
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
    </>
  );
}

/** Two ways to add someone: an invitation link, or an account made here with its first password. */
export function StaffAddPanels() {
  return (
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
  );
}

type Person = { id: string; name: string; email: string; role: StaffRole; openSessions: number };

/** Every account: its role (another's can change), its sessions to close, and deleting it. */
export function StaffAccounts({ people, me }: { people: Person[]; me: string }) {
  return (
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
  );
}

/** The invitations not used yet, each until when, and cancelling one. */
export function PendingInvitations({
  invitations,
}: {
  invitations: { id: string; email: string; role: StaffRole; expiresAt: string }[];
}) {
  return (
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
  );
}
