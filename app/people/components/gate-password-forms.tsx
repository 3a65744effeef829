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
