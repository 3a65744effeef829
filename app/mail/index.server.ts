// The mail capability's door: the mailer and the service the server starts, and a staff account's notice preference.
export { createMailer } from "./server/mailer.server";
export { createMailService } from "./server/service.server";
export { readNoticePreference, saveNoticePreference } from "./server/notices.server";
