/**
 * The competitions' model (the tournament's, the league's and any the teacher creates): what
 * routes may call. Each file does one job: reading pages (read), editing teams, groups and rules
 * (editing), scheduling matches (scheduling), the knockout stage (knockout-draw, knockout-stage),
 * results (results) and the league (league). Every write takes the competition's lock first
 * (lock); refusals are the domain's `Refusal`.
 */
export {
  createCompetition,
  saveCompetitionRules,
  addGroup,
  deleteGroup,
  addTeam,
  updateTeam,
  deleteTeam,
} from "./editing.server";
export { drawKnockoutStage, undoKnockoutDraw } from "./knockout-draw.server";
export {
  competitionsForArchive,
  getCompetitionPage,
  getCompetitionSport,
  getTournamentForEditing,
  listCompetitions,
} from "./competition-reads.server";
export { clearMatchResult, recordMatchResult } from "./results.server";
export { addMatch, deleteMatch, generateGroupFixtures, rescheduleMatch, swapMatches } from "./scheduling.server";
export { addRegionalHolidays, getHolidayRegion, listNonSchoolDays, saveNonSchoolDays } from "./school-calendar.server";
