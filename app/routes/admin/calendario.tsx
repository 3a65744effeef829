import type { Route } from "./+types/calendario";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction, intent } from "~/platform/server/admin-action.server";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminTextarea } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { nationalHolidaysBetween } from "~/platform/domain/national-holidays";
import { schoolYearDays } from "~/archive";
import { getCurrentSchoolYear } from "~/archive/index.server";
import {
  formatDayList,
  holidayRegionSchema,
  schoolCalendarSchema,
  RegionalHolidaysPanel,
  HolidayList,
} from "~/competitions";

import {
  chooseHolidayRegion,
  getHolidayRegion,
  listNonSchoolDays,
  saveNonSchoolDays,
} from "~/competitions/index.server";

import { REGIONAL_HOLIDAYS_SOURCE, regionalHolidaysCover } from "~/platform/domain/regional-holidays";
import { regionalDaysOffBetween, SCHOOL_BREAKS_SOURCE } from "~/competitions";
import { REGION_NAMES } from "~/platform/domain/regions";

/**
 * The school year's days without classes, in one place: Spain's national holidays,
 * named; the region's, added once its region is chosen; and the school's own days and periods (the
 * town's holidays, Navidad, Semana Santa, exam weeks). Every generation of fixtures and the
 * knockout's days skip them all.
 */
const TITLE = "Calendario";

export async function loader({ context: router }: Route.LoaderArgs) {
  const { db } = router.get(appContext);
  const [year, days, region] = await Promise.all([
    getCurrentSchoolYear(db),
    listNonSchoolDays(db),
    getHolidayRegion(db),
  ]);
  const { first, last } = schoolYearDays(year);
  const holidays = nationalHolidaysBetween(first, last);
  const kept = new Set(days.map((d) => d.day));
  const regional = region
    ? regionalDaysOffBetween(region, first, last).map((holiday) => ({ ...holiday, kept: kept.has(holiday.day) }))
    : [];
  return {
    year,
    holidays,
    days: formatDayList(days),
    count: days.length,
    region,
    regional,
    covered: regionalHolidaysCover(first, last),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleAdminAction(args, {
    saveCalendar: intent({
      schema: schoolCalendarSchema,
      async run(v, { tx }) {
        const count = await saveNonSchoolDays(tx, v.days);
        return { action: "Calendario guardado", target: `${count} días sin clase` };
      },
      success: "Calendario guardado",
    }),
    chooseRegion: intent({
      schema: holidayRegionSchema,
      async run(v, { tx }) {
        const added = await chooseHolidayRegion(tx, v.region, schoolYearDays(await getCurrentSchoolYear(tx)));
        return {
          action: "Comunidad del calendario elegida",
          target: `${REGION_NAMES[v.region]}: ${added} días añadidos`,
        };
      },
      success: (v) => `Festivos de ${REGION_NAMES[v.region]} añadidos al calendario`,
    }),
  });
}

export function meta() {
  return unlistedPageMeta(TITLE);
}

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { year, holidays, days, count, region, regional, covered } = loaderData;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">
          {TITLE} del curso {year}
        </h1>
        <p className="text-slate-700">
          Los partidos que generes (grupos, ligas y fase final) no caen en fin de semana, en un festivo nacional ni en
          un día sin clase de esta página (los festivos de tu comunidad se añaden a la lista al elegirla).
        </p>
      </div>

      <AdminPanel title={`Días sin clase del centro (${count})`} id="dias">
        <AdminForm intent="saveCalendar" className="grid gap-3" aria-label="Días sin clase del centro">
          <AdminTextarea
            name="days"
            label="Días y periodos sin clase (uno por línea)"
            defaultValue={days}
            hint="Los festivos de tu localidad, las vacaciones y las semanas de exámenes: 12/03/2027, 2027-03-12 o un periodo, 23/12/2026-07/01/2027, con una nota detrás si quieres (Navidad). Las familias ven los días y sus notas en el calendario de los cursos."
            rows={8}
          />
          <div>
            <NavigationSubmitButton intent="saveCalendar">Guardar el calendario</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>

      <RegionalHolidaysPanel
        region={region}
        holidays={regional}
        covered={covered}
        year={year}
        source={`${REGIONAL_HOLIDAYS_SOURCE}; las vacaciones, de ${SCHOOL_BREAKS_SOURCE}`}
      />

      <AdminPanel title={`Festivos nacionales (${holidays.length})`} id="festivos">
        <p className="mb-3 text-sm text-slate-700">
          Las fiestas de ámbito nacional que publica cada año el BOE. Se saltan siempre; no hace falta escribirlas.
        </p>
        <HolidayList holidays={holidays} />
      </AdminPanel>
    </div>
  );
}
