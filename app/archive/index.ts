export { ARCHIVE_COPY } from "./copy/archive";
export { championsOf, parseArchiveFileName, archiveTable } from "./domain/school-years";
export { schoolYearDays } from "./domain/school-calendar";
export { SchoolYearReminder, SchoolYearEnd } from "./components/school-year-reminder";
export { YearClosedNotice } from "./components/year-closed-notice";
export { CloseYearPanel } from "./components/close-year-panel";
export { ClosedYearsPanel } from "./components/closed-years-panel";
