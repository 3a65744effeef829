export { COURSE_ZONE_COPY, RETIRED_COURSE_COPY, SECTION_HEADINGS } from "./copy/courses";
export { PASTED_TABLES, type PastedEditor } from "./domain/class-lists";
export { findCourse, zoneCardHref, type Course, COURSE_PARAM } from "./domain/courses";
export {
  timetableCellColour,
  coloursInUse,
  WEEKDAYS,
  TIME_SLOTS,
  type CellColour,
  type TimetableGrid,
  TIMETABLE_GRIDS,
  type TimetableGridName,
  timetableFieldName,
} from "./domain/timetable";
export { CourseZoneHeader } from "./components/course-zone-header";
export { SuggestionForm } from "./components/suggestion-form";
export { suggestionSchema, courseNewsCommentSchema } from "./domain/public-forms";
export { WelcomeBanner } from "./components/welcome-banner";
export { GatedClassPage } from "./components/gated-class-page";
export { podium, ringDash, PROGRESS_WEIGHTS, PROGRESS_GROUPS, clampPercent } from "./domain/progress";
export { rankingScoring, type ScoringRule, formatPoints } from "./domain/ranking-scoring";
export { TIMETABLE_COPY, TIMETABLE_EDITOR_COPY } from "./copy/timetable";
export { CourseNewsCommentFormOnDemand } from "./components/course-news-comment-form-on-demand";
export { type ArchivedCourses } from "./domain/courses";
export { ADDED_COURSE } from "./domain/course-forms";
export { AddCoursePanel, AddManyCoursesPanel } from "./components/add-course-panels";
export { CourseRow } from "./components/course-row";
export { CourseZoneCards } from "./components/course-zone-cards";
export { COURSE_COMMENT_NOTICES } from "./copy/course-comment-notices";
export { SUGGESTION_NOTICES } from "./copy/suggestion-notices";
export { COURSE_CATALOG_COPY } from "./copy/course-catalog";
