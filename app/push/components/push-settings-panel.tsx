import { AdminInput } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";

/**
 * «Avisos en los móviles» in «Ajustes»: the hour of the day-before reminder, and how many
 * phones follow anything (a count: the teacher never sees which).
 */
export function PushSettingsPanel({ hour, phones }: { hour: string; phones: number }) {
  return (
    <AdminPanel title="Avisos en los móviles" id="avisos-moviles">
      <p className="mb-4 text-sm text-slate-700">
        Las familias y el alumnado pueden pedir avisos en su móvil («Avisarme en este móvil») desde la página de un
        equipo, las noticias de un curso o Novedades: la víspera de cada partido, los cambios de día o de pista, los
        resultados y las noticias nuevas. No se guarda ningún nombre, correo ni teléfono.{" "}
        {phones === 1 ? "Ahora 1 móvil recibe avisos." : `Ahora ${phones} móviles reciben avisos.`}
      </p>
      <AdminForm intent="pushReminder" className="flex flex-wrap items-end gap-4">
        <AdminInput
          name="hour"
          type="time"
          label="Hora del aviso de la víspera (hora de Madrid)"
          defaultValue={hour}
          required
          className="w-48"
        />
        <NavigationSubmitButton intent="pushReminder">Guardar la hora</NavigationSubmitButton>
      </AdminForm>
    </AdminPanel>
  );
}
