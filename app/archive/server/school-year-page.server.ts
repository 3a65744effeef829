import { courseGate, gatesOf } from "~/people";
import { generateSharedPassword } from "~/people/index.server";
import { listCourses } from "~/courses/index.server";
import { AdminActionError, intent } from "~/platform/server/admin-action.server";
import type { Database } from "~/platform/server/db.server";
import { getSiteSettings, saveYearWords } from "~/platform/server/site-settings.server";
import { championOfferSchema, closeSchoolYearSchema, timetableYearOf } from "../domain/school-years";
import { moveYearWords } from "../domain/school-calendar";
import { SCHOOL_YEAR_PAGE_COPY as copy } from "../copy/school-year-page";
import {
  addChampionToHallOfFame,
  closeSchoolYear,
  currentYearJustOpened,
  listClosedYears,
  schoolYearStatus,
} from "./school-years.server";

/** The school year's page in the panel: the year, the closed years, and what closing it would offer. */
export async function loadSchoolYearPage(db: Database) {
  const [year, closed, justOpened, settings, courses] = await Promise.all([
    schoolYearStatus(db),
    listClosedYears(db),
    currentYearJustOpened(db),
    getSiteSettings(db),
    listCourses(db),
  ]);
  // Every course in use gets a new password with the new year (the organiser's stays).
  const newYearGates = gatesOf(courses).filter(({ gate }) => gate !== "organiser");
  return {
    ...year,
    // The new year's words, offered with the close: each moves on to the new year (its year, an edition's numeral), to change.
    yearWords: {
      timetableYear: timetableYearOf(year.opens),
      tournamentEdition: moveYearWords(settings.tournamentEdition, year.current, year.opens),
      bilingualLabel: moveYearWords(settings.bilingualLabel, year.current, year.opens),
      tournamentName: settings.tournamentName,
    },
    justOpened,
    closed: closed.map((y) => ({ ...y, closedAt: y.closedAt.toISOString() })),
    // Suggested new course passwords: made for this page only, stored (as hashes) only if the year is closed with them.
    newYearGates,
    suggested: Object.fromEntries(newYearGates.map(({ gate }) => [gate, generateSharedPassword()])),
  };
}

/** The school year's forms: closing it, and offering a closed year's champion to the Hall of Fame. */
export function schoolYearIntents() {
  return {
    closeYear: intent({
      schema: closeSchoolYearSchema,
      async run(v, { tx }) {
        // A course added since the form was opened has no new password in it: the teacher reloads.
        const missing = (await listCourses(tx)).find(
          (course) => !v.passwords.some(({ gate }) => gate === courseGate(course.slug)),
        );
        if (missing) throw new AdminActionError(copy.missingPassword(missing.label), 400);
        const { closed, opened, archive } = await closeSchoolYear(tx, {
          year: v.year,
          keepCompetitions: v.keepCompetitions,
          passwords: v.passwords,
        });
        if (v.timetableYear && v.tournamentEdition && v.bilingualLabel)
          await saveYearWords(tx, {
            timetableYear: v.timetableYear,
            tournamentEdition: v.tournamentEdition,
            bilingualLabel: v.bilingualLabel,
          });
        return {
          action: copy.closedAudit,
          target: closed,
          // The passwords themselves are never logged.
          details: copy.closedDetails(opened, archive.competitions.length, v.keepCompetitions),
          reply: { closed, opened, ...Object.fromEntries(v.passwords.map(({ gate, password }) => [gate, password])) },
        };
      },
      success: copy.closedAudit,
    }),
    offerChampion: intent({
      schema: championOfferSchema,
      async run(v, { tx }) {
        const added = await addChampionToHallOfFame(tx, v.year, v.slug);
        return { action: copy.championAudit, target: added.name, details: added.achievement };
      },
      success: copy.championAdded,
    }),
  };
}
