export {
  currentYearJustOpened,
  openCalendarYear,
  getCurrentSchoolYear,
  schoolYearStatus,
  listClosedYears,
  lastYearWithCompetition,
  getYearArchive,
  getPublicYearArchive,
  closeSchoolYear,
  addChampionToHallOfFame,
} from "./server/school-years.server";
export { schoolYearOn } from "./domain/school-calendar";
