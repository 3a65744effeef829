export { ARCHIVE_COPY } from "./copy/archive";
export {
  championsOf,
  parseArchiveFileName,
  archiveTable,
  championOfferSchema,
  closeSchoolYearSchema,
  timetableYearOf,
  ARCHIVE_TABLES,
} from "./domain/school-years";
export { schoolYearDays, moveYearWords } from "./domain/school-calendar";
export { SchoolYearReminder, SchoolYearEnd } from "./components/school-year-reminder";
