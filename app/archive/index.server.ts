export { lastYearWithCompetition, openCalendarYear } from "./server/school-years.server";
export { schoolYearOn } from "./domain/school-calendar";
