export { countWaiting, countArrivedSince, countInbox, listInbox, changeInboxItem } from "./server/inbox.server";
export { addContactEnquiry, addProjectSignup } from "./server/enquiries.server";
