export { listHonorees, leagueForArchive } from "./server/championships.server";
export {
  competitionsForArchive,
  getCompetitionPage,
  getCompetitionSport,
  listCompetitions,
  addRegionalHolidays,
  getHolidayRegion,
  listNonSchoolDays,
} from "./server/competitions.server";
export { hallOfFameEditor } from "./server/hall-of-fame-editor.server";
export { queueMatchReminders, teamToFollow } from "./server/match-notices.server";
export { hasOrganiserDayPass, ORGANISER_DAY_COOKIE } from "./server/organiser-day.server";
export { competitionChannel } from "./server/live-channel.server";
export { loadCompetitionPage } from "./server/competition-page.server";
export { requireHubAddress } from "./server/tournaments.server";
export { handleResultEntry, handleKeptResult } from "./server/result-entry.server";
export { loadTournamentHub, loadLeagueHub, enrolInTournament, enrolInLeague } from "./server/hub-pages.server";
export { competitionEditorIntents, loadCompetitionEditor } from "./server/competition-editor.server";
export { closeDayPassesIntent } from "./server/organiser-day.server";
export { loadTournamentEnrolments, tournamentEnrolmentIntents } from "./server/tournament-enrolments.server";
export { addHonoreeOnce, holdCompetitionsForYearClose, startCompetitionsForNewYear } from "./server/new-year.server";
export { erasePupilNameInCompetitions } from "./server/pupil-names.server";
export { newCompetitionsIntents } from "./server/new-competitions-intents.server";
export { schoolCalendarIntents } from "./server/school-calendar-intents.server";
