export { SPORT_LABELS } from "./copy/sports";
export { TOURNAMENT_COPY } from "./copy/tournaments";
export { NEW_COMPETITIONS_COPY } from "./copy/new-competitions";
export { SCHOOL_CALENDAR_COPY } from "./copy/school-calendar";
export {
  colourForPosition,
  TEAM_PARAM,
  COMPETITION_CATEGORIES,
  type CompetitionCategory,
  TOURNAMENTS,
  type Tournament,
  hubPath,
  competitionPath,
  teamViewPath,
  competitionEditorPath,
} from "./domain/championships";
export { type CompetitionPageData } from "./domain/competition-page";
export { LEAGUE_TEAMS_PASTE } from "./domain/league-team-paste";
export { isoMatchDay, calendarScore, buildMatchCalendar, type CalendarMatch } from "./domain/match-calendar";
export { OrganiserDayPasses } from "./components/organiser-day-passes";
export { spanishMatchDay, periodsOf, formatDayList } from "./domain/fixtures";
export { RegionalHolidaysPanel } from "./components/regional-holidays-panel";
export { HolidayList } from "./components/holiday-list";
export { FixtureGenerationSection } from "./components/fixture-generation-section";
export { KnockoutSection } from "./components/knockout-section";
export { MatchesSection } from "./components/matches-section";
export { CompetitionRulesSection } from "./components/rules-section";
export { TeamsAndGroupsSection } from "./components/teams-and-groups-section";
export { decidedScoreText } from "./copy/decided-scores";
export { NewCompetitionSection, NewLeagueSection } from "./components/new-competition-sections";
export { StaticMatchCard, MatchCardIcons } from "./components/match-card";
export { StandingsTable } from "./components/standings-table";
export { BigScreenSlideBody } from "./components/big-screen-slide";
export { bigScreenSlides, BIG_SCREEN_SLIDE_MS } from "./domain/big-screen";
export { scoreColumns } from "./copy/standings";
export { CompetitionPageView } from "./components/competition-page";
export { LeagueHub } from "./components/league-hub";
export { TournamentHub } from "./components/tournament-hub";
export { HallOfFameSuggestionForm } from "./components/hall-of-fame-form";
export { HALL_OF_FAME_COPY } from "./copy/championships";
export { hallOfFameSuggestionSchema } from "./domain/public-forms";
export { KnockoutBracketOnDemand } from "./components/knockout-bracket-on-demand";
export { type ArchivedLeagueTeam } from "./domain/championships";
export { EnrolmentDeadlinePanel, EnrolmentRequests } from "./components/tournament-enrolments";
export { HALL_OF_FAME_NOTICES } from "./copy/hall-of-fame-notices";
export { SCHOOL_BREAKS_SOURCE, regionalDaysOffBetween } from "./domain/school-breaks";
export { useLiveUpdates } from "./hooks/use-live-updates";
