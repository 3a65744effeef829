export { createMailer } from "./server/mailer.server";
export { createMailService } from "./server/service.server";
export { readNoticePreference, saveNoticePreference } from "./server/notices.server";
