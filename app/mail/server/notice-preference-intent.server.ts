import { STAFF_NOTICE_MODES } from "~/platform/domain/staff-notices";
import { noticePreferenceSchema } from "~/platform/domain/staff-forms";
import { intent } from "~/platform/server/admin-action.server";
import { NOTICE_PREFERENCE_COPY as copy } from "../copy/notice-preference";
import { saveNoticePreference } from "./notices.server";

/** The signed-in teacher's email notices, as the panel's form. */
export function noticePreferenceIntent() {
  return intent({
    schema: noticePreferenceSchema,
    async run(value, { tx, staff }) {
      await saveNoticePreference(tx, staff.id, value);
      return { action: copy.audit, details: STAFF_NOTICE_MODES[value.mode] };
    },
    success: copy.saved,
  });
}
