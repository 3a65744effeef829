import { AdminSelect } from "~/platform/components/admin-fields";
import { AdminForm } from "~/platform/components/admin-form";
import { AdminPanel } from "~/platform/components/admin-panels";
import { NavigationSubmitButton } from "~/platform/components/admin-buttons";
import { STAFF_NOTICE_MODES } from "~/platform/domain/staff-notices";
import { NOTICE_PREFERENCE_COPY as copy } from "../copy/notice-preference";

/** What the signed-in teacher hears of by email, and when the daily digest goes. */
export function NoticePreferencePanel({
  notices,
  mailEnabled,
}: {
  notices: { mode: string; digestHour: number };
  mailEnabled: boolean;
}) {
  return (
    <AdminPanel title={copy.title} id="avisos">
      <p className="mb-4 text-sm text-slate-700">{mailEnabled ? copy.enabled : copy.disabled}</p>
      <AdminForm intent="notices" className="grid gap-4 sm:grid-cols-2">
        <AdminSelect
          name="mode"
          label={copy.mode}
          defaultValue={notices.mode}
          options={Object.entries(STAFF_NOTICE_MODES).map(([value, label]) => ({ value, label }))}
        />
        <AdminSelect
          name="digestHour"
          label={copy.digestHour}
          defaultValue={String(notices.digestHour)}
          options={Array.from({ length: 24 }, (_, hour) => ({
            value: String(hour),
            label: `${String(hour).padStart(2, "0")}:00`,
          }))}
        />
        <div className="sm:col-span-2">
          <NavigationSubmitButton intent="notices">{copy.button}</NavigationSubmitButton>
        </div>
      </AdminForm>
    </AdminPanel>
  );
}
