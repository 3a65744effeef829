import type { Route } from "./+types/calendario";
import { appContext } from "~/platform/server/context.server";
import { handleAdminAction } from "~/platform/server/admin-action.server";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminTextarea } from "~/platform/components/admin-fields";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { unlistedPageMeta } from "~/platform/copy/pages";
import { nationalHolidaysBetween } from "~/platform/domain/national-holidays";
import { schoolYearDays } from "~/archive";
import { getCurrentSchoolYear } from "~/archive/index.server";
import { formatDayList, RegionalHolidaysPanel, HolidayList, SCHOOL_CALENDAR_COPY as copy } from "~/competitions";
import { getHolidayRegion, listNonSchoolDays, schoolCalendarIntents } from "~/competitions/index.server";

import { REGIONAL_HOLIDAYS_SOURCE, regionalHolidaysCover } from "~/platform/domain/regional-holidays";
import { regionalDaysOffBetween, SCHOOL_BREAKS_SOURCE } from "~/competitions";

/**
 * The school year's days without classes, in one place: Spain's national holidays,
 * named; the region's, added once its region is chosen; and the school's own days and periods (the
 * town's holidays, Navidad, Semana Santa, exam weeks). Every generation of fixtures and the
 * knockout's days skip them all.
 */

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
  return handleAdminAction(
    args,
    schoolCalendarIntents(async (db) => schoolYearDays(await getCurrentSchoolYear(db))),
  );
}

export function meta() {
  return unlistedPageMeta(copy.title);
}

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { year, holidays, days, count, region, regional, covered } = loaderData;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">{copy.heading(year)}</h1>
        <p className="text-slate-700">{copy.intro}</p>
      </div>

      <AdminPanel title={copy.schoolDays(count)} id="dias">
        <AdminForm intent="saveCalendar" className="grid gap-3" aria-label={copy.schoolDaysForm}>
          <AdminTextarea name="days" label={copy.daysLabel} defaultValue={days} hint={copy.daysHint} rows={8} />
          <div>
            <NavigationSubmitButton intent="saveCalendar">{copy.save}</NavigationSubmitButton>
          </div>
        </AdminForm>
      </AdminPanel>

      <RegionalHolidaysPanel
        region={region}
        holidays={regional}
        covered={covered}
        year={year}
        source={copy.sources(REGIONAL_HOLIDAYS_SOURCE, SCHOOL_BREAKS_SOURCE)}
      />

      <AdminPanel title={copy.national(holidays.length)} id="festivos">
        <p className="mb-3 text-sm text-slate-700">{copy.nationalIntro}</p>
        <HolidayList holidays={holidays} />
      </AdminPanel>
    </div>
  );
}
