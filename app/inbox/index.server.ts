export { countWaiting, countArrivedSince, countInbox, listInbox } from "./server/inbox.server";
export { addContactEnquiry, addProjectSignup, addSuggestion } from "./server/enquiries.server";
export { inboxIntents } from "./server/inbox-intents.server";
