import { AdminCheckbox, AdminInput } from "~/platform/components/admin-fields";
import { DEFAULT_MATCH_TIME } from "~/competitions/domain/fixtures";

/** When and how a round robin is played: first day, time, courts at once, home and away (the generator's and the league's forms). */
export function RoundRobinScheduleFields({ optionalStart = false }: { optionalStart?: boolean }) {
  return (
    <>
      <AdminInput name="start" type="date" label="Primer día" required={!optionalStart} />
      <AdminInput name="time" label="Hora" defaultValue={DEFAULT_MATCH_TIME} required />
      <AdminInput name="courts" type="number" label="Pistas a la vez" defaultValue={1} required />
      <div className="sm:col-span-2 sm:self-end">
        <AdminCheckbox name="homeAndAway" label="Ida y vuelta" />
      </div>
    </>
  );
}
