export { openCalendarYear } from "./server/school-years.server";
