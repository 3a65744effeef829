import type { ReactNode } from "react";
import { AdminPanel } from "~/platform/components/admin-panels";
import { AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";

type GatePassword = { gate: string; label: string; updatedAt: string | null };

/** One form per shared password (each course's gate, the organisers'): a new password, typed twice. */
export function GatePasswordForms({ gates }: { gates: readonly GatePassword[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {gates.map((g) => (
        <li key={g.gate} className="rounded-lg border border-slate-200 p-4">
          <AdminForm intent="password" id={g.gate} aria-label={g.label}>
            <h3 className="font-semibold text-slate-900">{g.label}</h3>
            <p className="mb-2 text-xs text-slate-600">
              {g.updatedAt ? `Último cambio: ${formatMadridDateTime(g.updatedAt)}` : "Sin contraseña todavía"}
            </p>
            <div className="space-y-3">
              <AdminInput
                name="password"
                type="password"
                label="Nueva contraseña"
                required
                autoComplete="new-password"
              />
              <AdminInput
                name="confirm"
                type="password"
                label="Repite la nueva contraseña"
                required
                autoComplete="new-password"
              />
              <NavigationSubmitButton intent="password" id={g.gate}>
                Cambiar contraseña
              </NavigationSubmitButton>
            </div>
          </AdminForm>
        </li>
      ))}
    </ul>
  );
}

/** The settings' panel of every shared password; `children` follows the forms (the organisers' open passes). */
export function GatePasswordsPanel({ gates, children }: { gates: readonly GatePassword[]; children?: ReactNode }) {
  return (
    <AdminPanel title="Contraseñas de curso y de organización" id="contrasenas">
      <p className="mb-4 text-sm text-slate-700">
        Solo se guarda una huella de cada contraseña: no se puede volver a mostrar. Al cambiar la de un curso, los
        móviles que ya la habían escrito tendrán que escribir la nueva.
      </p>
      <GatePasswordForms gates={gates} />
      {children}
    </AdminPanel>
  );
}
