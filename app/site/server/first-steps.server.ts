import { listCourses } from "~/courses/index.server";
import { getHolidayRegion, listCompetitions, listNonSchoolDays } from "~/competitions/index.server";
import { countNews } from "~/news/index.server";
import { listProjects } from "~/pages/index.server";
import { UNNAMED_SCHOOL } from "~/platform/domain/site-settings";
import type { Database } from "~/platform/server/db.server";
import { getSiteSettings } from "~/platform/server/site-settings.server";
import { firstSteps } from "~/site/domain/first-steps";

/** A new site's first steps, as the panel's home shows them (null once all are done). */
export async function readFirstSteps(db: Database) {
  const [settings, courses, projects, region, closedDays, competitions, news] = await Promise.all([
    getSiteSettings(db),
    listCourses(db),
    listProjects(db),
    getHolidayRegion(db),
    listNonSchoolDays(db),
    listCompetitions(db),
    countNews(db),
  ]);
  return firstSteps({
    schoolNamed: settings.schoolName.trim() !== "" && settings.schoolName !== UNNAMED_SCHOOL,
    courses: courses.length,
    projects: projects.length,
    calendarSet: region !== null || closedDays.length > 0,
    competitions: competitions.length,
    news,
  });
}
