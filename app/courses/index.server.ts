export {
  isCourseUnlocked,
  gatedCourseFrom,
  handleCourseGate,
  gatedPageHeaders,
  GATE_COOKIE_PREFIX,
  PRIVATE_PAGE_HEADERS,
} from "./server/course-gate.server";
export {
  listCourseNews,
  addCourseNewsComment,
  listAchievements,
  listRanking,
  listProgress,
  courseZoneForArchive,
} from "./server/courses.server";
export {
  courseNewsEditor,
  achievementsEditor,
  rankingEditor,
  progressEditor,
  rewriteCourseNewsTexts,
} from "./server/course-editors.server";
export {
  listCourses,
  readCourses,
  findRetiredCourse,
  requireCourseClass,
  readCourseChoices,
  readCourseFromUrl,
} from "./server/course-catalog.server";
export { gatePasswordIntent } from "./server/course-passwords.server";
export { getTimetable } from "./server/timetable.server";
export { erasePupilNameInCourses } from "./server/pupil-names.server";
export { courseCatalogIntents, loadCourseCatalog } from "./server/course-catalog-editor.server";
export { holdCoursesForYearClose, startCoursesForNewYear } from "./server/new-year.server";
export { loadTimetableEditor, timetableEditorIntents } from "./server/timetable-editor.server";
