export { lastYearWithCompetition, openCalendarYear } from "./server/school-years.server";
