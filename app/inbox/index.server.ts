export { countWaiting, countArrivedSince, countInbox, listInbox } from "./server/inbox.server";
export { addContactEnquiry, addProjectSignup } from "./server/enquiries.server";
export { inboxIntents } from "./server/inbox-intents.server";
