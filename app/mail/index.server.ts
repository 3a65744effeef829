export { createMailer } from "./server/mailer.server";
export { createMailService } from "./server/service.server";
export { readNoticePreference } from "./server/notices.server";
export { noticePreferenceIntent } from "./server/notice-preference-intent.server";
