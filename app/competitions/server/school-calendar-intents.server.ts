import { REGION_NAMES } from "~/platform/domain/regions";
import { intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";
import { SCHOOL_CALENDAR_COPY as copy } from "../copy/school-calendar";
import { holidayRegionSchema, schoolCalendarSchema } from "../domain/competition-forms";
import { chooseHolidayRegion, saveNonSchoolDays } from "./school-calendar.server";

/**
 * The school calendar's forms: the school's own days without classes, and the region whose
 * holidays join them. `yearDays`: the open school year's first and last day (the archive knows it).
 */
export function schoolCalendarIntents(yearDays: (db: Database) => Promise<{ first: string; last: string }>) {
  return {
    saveCalendar: intent({
      schema: schoolCalendarSchema,
      async run(v, { tx }) {
        const count = await saveNonSchoolDays(tx, v.days);
        return { action: copy.audit.saved, target: copy.audit.savedTarget(count) };
      },
      success: copy.saved,
    }),
    chooseRegion: intent({
      schema: holidayRegionSchema,
      async run(v, { tx }) {
        const added = await chooseHolidayRegion(tx, v.region, await yearDays(tx));
        return { action: copy.audit.regionChosen, target: copy.audit.regionTarget(REGION_NAMES[v.region], added) };
      },
      success: (v) => copy.regionChosen(REGION_NAMES[v.region]),
    }),
  };
}
