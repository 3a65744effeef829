export {
  openCalendarYear,
  getCurrentSchoolYear,
  schoolYearStatus,
  listClosedYears,
  lastYearWithCompetition,
  getYearArchive,
  getPublicYearArchive,
} from "./server/school-years.server";
export { schoolYearOn } from "./domain/school-calendar";
export { loadSchoolYearPage, schoolYearIntents } from "./server/school-year-page.server";
export { erasePupilNameInArchive } from "./server/pupil-names.server";
export { rewriteArchivedNewsTexts } from "./server/school-years.server";
