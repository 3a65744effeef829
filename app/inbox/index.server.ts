export { countWaiting, countArrivedSince, countInbox, listInbox } from "./server/inbox.server";
export { addContactEnquiry, addHallOfFameSuggestion, addProjectSignup, addSuggestion } from "./server/enquiries.server";
export { inboxIntents } from "./server/inbox-intents.server";
export {
  addLeagueTeam,
  addPastedLeagueTeams,
  emptyLeagueTeams,
  holdLeagueTeamsForYearClose,
} from "./server/league-teams.server";
export { erasePupilNameInInbox } from "./server/pupil-names.server";
