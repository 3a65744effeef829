import { AdminForm } from "~/platform/components/admin-form";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { formatMadridDateTime } from "~/platform/domain/madrid-time";

/**
 * Today's organiser passes: each device that typed the organiser password enters results
 * until midnight without it. The teacher sees which devices, and closes them all in one tap.
 */
export function OrganiserDayPasses({ passes }: { passes: { device: string; since: string }[] }) {
  return (
    <section aria-labelledby="pases-de-hoy" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="pases-de-hoy" className="font-semibold text-slate-900">
        Pases de hoy para anotar resultados
      </h3>
      {passes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Ningún móvil tiene hoy el pase de organización.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Estos dispositivos escribieron la contraseña de organización y anotan resultados sin volver a escribirla
            hasta medianoche:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {passes.map((pass) => (
              <li key={`${pass.since}-${pass.device}`}>
                {pass.device}, desde el {formatMadridDateTime(pass.since)}
              </li>
            ))}
          </ul>
          <AdminForm
            intent="closeDayPasses"
            className="mt-3"
            confirm="Todos los móviles tendrán que volver a escribir la contraseña de organización. ¿Seguir?"
          >
            <NavigationSubmitButton intent="closeDayPasses" variant="danger">
              Cerrar los pases de hoy
            </NavigationSubmitButton>
          </AdminForm>
        </>
      )}
    </section>
  );
}
