import { AdminForm } from "~/platform/components/admin-form";
import { AdminSelect } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { REGION_CODES, REGION_NAMES, type RegionCode } from "~/platform/domain/regions";
import { HolidayList } from "./holiday-list";

type RegionalHoliday = { day: string; name: string; kept: boolean };

const REGION_OPTIONS = [
  { value: "", label: "Elige tu comunidad" },
  ...REGION_CODES.map((code) => ({ value: code, label: REGION_NAMES[code] })),
];

/**
 * The school's region in the panel's calendar: chosen once, its holidays of the open
 * year join the days without classes (each year closed adds the next year's), where the teacher
 * changes them like any other day. Lists the region's days and whether the list keeps each.
 */
export function RegionalHolidaysPanel({
  region,
  holidays,
  covered,
  year,
  source,
}: {
  region: RegionCode | null;
  holidays: readonly RegionalHoliday[];
  covered: boolean;
  year: string;
  source: string;
}) {
  const name = region ? REGION_NAMES[region] : null;
  return (
    <AdminPanel
      title={name ? `Festivos y vacaciones de ${name} (${holidays.length})` : "Festivos y vacaciones de tu comunidad"}
      id="comunidad"
    >
      <AdminForm
        intent="chooseRegion"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        aria-label="Elegir la comunidad autónoma"
      >
        <AdminSelect name="region" label="Comunidad autónoma" defaultValue={region ?? ""} options={REGION_OPTIONS} />
        <div>
          <NavigationSubmitButton intent="chooseRegion">Añadir sus festivos al calendario</NavigationSubmitButton>
        </div>
      </AdminForm>
      <p className="mt-3 text-sm text-slate-700">
        {covered
          ? `Sus festivos y sus vacaciones de Navidad y Semana Santa del curso ${year} pasan a la lista de días sin clase; al cerrar el curso se añaden los del siguiente. Vienen de ${source}: compáralos con el calendario escolar que publica tu consejería y cambia en la lista lo que no coincida.`
          : `La web todavía no trae los festivos de las comunidades para el curso ${year}: escríbelos en la lista de días sin clase.`}
      </p>
      {holidays.length > 0 ? (
        <HolidayList
          holidays={holidays}
          aside={(holiday) => (holiday.kept ? "" : " · no está en tu lista")}
          className="mt-3"
        />
      ) : null}
    </AdminPanel>
  );
}
